/**
 * A local fake of the parts of Pesapal API 3.0 the card adapter uses: RequestToken, RegisterIPN,
 * SubmitOrderRequest and GetTransactionStatus. Tests set what the status query answers per order,
 * or `complete` an order: the status changes and the IPN is sent, held (late), lost or duplicated.
 */
import express from 'express';
import { bearerOf, createCallbackSender, startFakeServer, type CallbackSender, type Delivery, type FakeServer } from './fake-server';

export const FAKE_PESAPAL = {
  consumerKey: 'fake-pesapal-key',
  consumerSecret: 'fake-pesapal-secret',
  /** Orders above this amount are refused, as Pesapal refuses amounts over a merchant's limit. */
  maxAmount: 100_000,
} as const;

export interface SubmittedOrder {
  id: string;
  currency: string;
  amount: number;
  description: string;
  callback_url: string;
  notification_id: string;
  billing_address: { email_address: string; phone_number: string; first_name: string; last_name: string };
}

export interface TransactionStatus {
  status_code: number;
  amount?: number;
  currency?: string;
  confirmation_code?: string;
  description?: string;
}

export interface FakePesapal extends FakeServer {
  orders: Map<string, SubmittedOrder>;
  ipnRegistrations: { url: string; ipn_notification_type: string }[];
  /** Per order tracking id; the default answer is 'INVALID' (not paid yet). */
  statuses: Map<string, TransactionStatus>;
  statusQueries: number;
  /** The traveller finishes on Pesapal's page: the order takes `status`, and the IPN goes to the registered URL as `delivery` says. */
  complete(trackingId: string, status: TransactionStatus, delivery?: Delivery, duplicates?: number): void;
  /** The IPNs sent, held or lost (keyed by order tracking id). */
  ipns: CallbackSender;
}

export async function startFakePesapal(): Promise<FakePesapal> {
  const app = express();
  app.use(express.json());
  const orders = new Map<string, SubmittedOrder>();
  const statuses = new Map<string, TransactionStatus>();
  const ipnRegistrations: FakePesapal['ipnRegistrations'] = [];
  const state = { statusQueries: 0 };
  const token = 'fake-pesapal-token';
  const authorized = (req: express.Request, res: express.Response) => {
    if (bearerOf(req) === token) return true;
    res.status(401).json({ error: { error_type: 'api_error', code: 'invalid_api_credentials_provided', message: 'Invalid token' }, status: '401' });
    return false;
  };

  app.post('/api/Auth/RequestToken', (req, res) => {
    const body = req.body as { consumer_key?: string; consumer_secret?: string };
    if (body.consumer_key !== FAKE_PESAPAL.consumerKey || body.consumer_secret !== FAKE_PESAPAL.consumerSecret) {
      res.json({ token: null, expiryDate: null, error: { error_type: 'api_error', code: 'invalid_consumer_key_or_secret_provided', message: '' }, status: '500' });
      return;
    }
    res.json({ token, expiryDate: new Date(Date.now() + 5 * 60_000).toISOString(), error: null, status: '200', message: 'Request processed successfully' });
  });

  app.post('/api/URLSetup/RegisterIPN', (req, res) => {
    if (!authorized(req, res)) return;
    ipnRegistrations.push(req.body as FakePesapal['ipnRegistrations'][number]);
    res.json({ url: (req.body as { url: string }).url, created_date: new Date().toISOString(), ipn_id: `ipn-${ipnRegistrations.length}`, error: null, status: '200' });
  });

  app.post('/api/Transactions/SubmitOrderRequest', (req, res) => {
    if (!authorized(req, res)) return;
    const order = req.body as SubmittedOrder;
    if (!ipnRegistrations.some((_, i) => order.notification_id === `ipn-${i + 1}`)) {
      res.json({ error: { error_type: 'api_error', code: 'invalid_notification_id', message: 'Unknown IPN id' }, status: '500' });
      return;
    }
    if (order.amount > FAKE_PESAPAL.maxAmount) {
      res.json({ error: { error_type: 'api_error', code: 'amount_exceeds_default_limit', message: 'Amount exceeds limit' }, status: '500' });
      return;
    }
    const trackingId = `b945e4af-80a5-4ec1-8706-${String(orders.size + 1).padStart(12, '0')}`;
    orders.set(trackingId, order);
    res.json({
      order_tracking_id: trackingId,
      merchant_reference: order.id,
      redirect_url: `https://pay.pesapal.example/iframe/PesapalIframe3/Index?OrderTrackingId=${trackingId}`,
      error: null,
      status: '200',
    });
  });

  app.get('/api/Transactions/GetTransactionStatus', (req, res) => {
    if (!authorized(req, res)) return;
    state.statusQueries += 1;
    const trackingId = String(req.query.orderTrackingId ?? '');
    const order = orders.get(trackingId);
    if (!order) {
      res.status(404).json({ error: { error_type: 'api_error', code: 'order_not_found', message: 'Not found' }, status: '404' });
      return;
    }
    const status = statuses.get(trackingId) ?? { status_code: 0 };
    const descriptions = ['INVALID', 'COMPLETED', 'FAILED', 'REVERSED'];
    res.json({
      payment_method: 'Visa',
      amount: status.amount ?? order.amount,
      created_date: new Date().toISOString(),
      confirmation_code: status.confirmation_code ?? '',
      payment_status_description: descriptions[status.status_code],
      description: status.description ?? '',
      message: 'Request processed successfully',
      payment_account: '476173**0010',
      call_back_url: order.callback_url,
      status_code: status.status_code,
      merchant_reference: order.id,
      currency: status.currency ?? order.currency,
      error: { error_type: null, code: null, message: null, call_back_url: null },
      status: '200',
    });
  });

  const ipns = createCallbackSender();
  const complete: FakePesapal['complete'] = (trackingId, status, delivery = 'send', duplicates = 0) => {
    const order = orders.get(trackingId);
    const ipnUrl = ipnRegistrations.at(-1)?.url;
    if (!order || !ipnUrl) throw new Error(`fake Pesapal: no order ${trackingId} or no IPN URL registered`);
    statuses.set(trackingId, status);
    ipns.queue(trackingId, ipnUrl, { OrderTrackingId: trackingId, OrderMerchantReference: order.id, OrderNotificationType: 'IPNCHANGE' }, delivery, duplicates);
  };

  const server = await startFakeServer(app);
  return {
    ...server,
    orders,
    statuses,
    ipnRegistrations,
    complete,
    ipns,
    get statusQueries() {
      return state.statusQueries;
    },
  };
}
