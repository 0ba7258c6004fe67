/**
 * A local fake of the parts of PayPal's REST API the adapter uses: the OAuth2 token, Orders v2
 * create, capture and get. Tests play the payer by approving (or declining) an order.
 */
import express from 'express';
import { basicOf, bearerOf, startFakeServer, type FakeServer } from './fake-server';

export const FAKE_PAYPAL = { clientId: 'fake-paypal-client', clientSecret: 'fake-paypal-secret' } as const;

interface PurchaseUnit {
  reference_id: string;
  custom_id: string;
  invoice_id: string;
  description: string;
  amount: { currency_code: string; value: string };
}

export interface FakeOrder {
  id: string;
  request: { intent: string; purchase_units: PurchaseUnit[]; payment_source: { paypal: { experience_context: { return_url: string; cancel_url: string } } } };
  requestId: string | undefined;
  state: 'created' | 'approved' | 'declined' | 'captured';
  /** When set, the capture reports this amount instead of the order's (a tampered or partial capture). */
  captureValue?: string;
  captures: number;
}

export interface FakePaypal extends FakeServer {
  orders: Map<string, FakeOrder>;
  /** Makes the next order creation fail with a server error. */
  failNextCreate: boolean;
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, FakeOrder>();
  const token = 'fake-paypal-access-token';
  const flags = { failNextCreate: false };

  const authorized = (req: express.Request, res: express.Response) => {
    if (bearerOf(req) === token) return true;
    res.status(401).json({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  };

  const orderBody = (order: FakeOrder) => {
    const unit = order.request.purchase_units[0];
    if (!unit) throw new Error('fake order without a purchase unit');
    const captured = order.state === 'captured';
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: captured ? 'COMPLETED' : order.state === 'approved' ? 'APPROVED' : 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: unit.reference_id,
          amount: unit.amount,
          ...(captured
            ? {
                payments: {
                  captures: [
                    {
                      id: `CAPTURE-${order.id}`,
                      status: 'COMPLETED',
                      amount: { currency_code: unit.amount.currency_code, value: order.captureValue ?? unit.amount.value },
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [{ href: `https://api.paypal.example/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }],
    };
  };

  app.post('/v1/oauth2/token', (req, res) => {
    if (basicOf(req) !== `${FAKE_PAYPAL.clientId}:${FAKE_PAYPAL.clientSecret}` || (req.body as { grant_type?: string }).grant_type !== 'client_credentials') {
      res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
      return;
    }
    res.json({ scope: 'https://uri.paypal.com/services/payments', access_token: token, token_type: 'Bearer', expires_in: 32400 });
  });

  app.post('/v2/checkout/orders', (req, res) => {
    if (!authorized(req, res)) return;
    if (flags.failNextCreate) {
      flags.failNextCreate = false;
      res.status(500).json({ name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error has occurred.' });
      return;
    }
    const requestId = req.get('PayPal-Request-Id');
    const known = requestId ? byRequestId.get(requestId) : undefined;
    const order: FakeOrder = known ?? {
      id: `5O190127TN36471${String(orders.size + 1).padStart(2, '0')}`,
      request: req.body as FakeOrder['request'],
      requestId,
      state: 'created',
      captures: 0,
    };
    orders.set(order.id, order);
    if (requestId) byRequestId.set(requestId, order);
    res.status(known ? 200 : 201).json({
      id: order.id,
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      links: [
        { href: `https://api.paypal.example/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        { href: `https://www.sandbox.paypal.example/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  });

  app.post('/v2/checkout/orders/:id/capture', (req, res) => {
    if (!authorized(req, res)) return;
    const order = orders.get(req.params.id);
    if (!order) {
      res.status(404).json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      return;
    }
    if (order.state === 'created') {
      res.status(422).json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }] });
      return;
    }
    if (order.state === 'declined') {
      res.status(422).json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }] });
      return;
    }
    if (order.state === 'captured') {
      res.status(422).json({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] });
      return;
    }
    order.state = 'captured';
    order.captures += 1;
    res.status(201).json(orderBody(order));
  });

  app.get('/v2/checkout/orders/:id', (req, res) => {
    if (!authorized(req, res)) return;
    const order = orders.get(req.params.id);
    if (!order) {
      res.status(404).json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      return;
    }
    res.json(orderBody(order));
  });

  const server = await startFakeServer(app);
  return {
    ...server,
    orders,
    get failNextCreate() {
      return flags.failNextCreate;
    },
    set failNextCreate(value: boolean) {
      flags.failNextCreate = value;
    },
  };
}
