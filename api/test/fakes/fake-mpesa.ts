/**
 * A local fake of the parts of Safaricom's Daraja API the M-Pesa adapter uses: OAuth, STK push and
 * STK push query. It checks credentials and the STK password the way Daraja does and records what
 * it was sent, so tests can answer with a callback just like Safaricom would.
 */
import express from 'express';
import { basicOf, bearerOf, startFakeServer, type FakeServer } from './fake-server';

export const FAKE_MPESA = {
  consumerKey: 'fake-mpesa-key',
  consumerSecret: 'fake-mpesa-secret',
  shortcode: '174379',
  passkey: 'fake-passkey',
  /** STK pushes to this number are refused, as Daraja refuses an invalid PhoneNumber. */
  refusedPhone: '254700000001',
} as const;

export interface StkPushRequest {
  BusinessShortCode: string;
  Password: string;
  Timestamp: string;
  TransactionType: string;
  Amount: number;
  PartyA: string;
  PartyB: string;
  PhoneNumber: string;
  CallBackURL: string;
  AccountReference: string;
  TransactionDesc: string;
}

export interface FakeMpesa extends FakeServer {
  pushes: StkPushRequest[];
  /** What the STK query answers, per CheckoutRequestID: a ResultCode, or 'processing'. */
  queryResults: Map<string, string>;
  tokensIssued: number;
}

export async function startFakeMpesa(): Promise<FakeMpesa> {
  const app = express();
  app.use(express.json());
  const pushes: StkPushRequest[] = [];
  const queryResults = new Map<string, string>();
  const state = { tokensIssued: 0 };
  const validToken = 'fake-mpesa-access-token';

  const passwordFor = (timestamp: string) => Buffer.from(`${FAKE_MPESA.shortcode}${FAKE_MPESA.passkey}${timestamp}`).toString('base64');

  app.get('/oauth/v1/generate', (req, res) => {
    if (req.query.grant_type !== 'client_credentials' || basicOf(req) !== `${FAKE_MPESA.consumerKey}:${FAKE_MPESA.consumerSecret}`) {
      res.status(400).json({ requestId: 'r-1', errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      return;
    }
    state.tokensIssued += 1;
    res.json({ access_token: validToken, expires_in: '3599' });
  });

  app.post('/mpesa/stkpush/v1/processrequest', (req, res) => {
    if (bearerOf(req) !== validToken) {
      res.status(401).json({ requestId: 'r-2', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      return;
    }
    const body = req.body as StkPushRequest;
    if (body.Password !== passwordFor(body.Timestamp) || body.BusinessShortCode !== FAKE_MPESA.shortcode) {
      res.status(400).json({ requestId: 'r-3', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Password' });
      return;
    }
    if (body.PhoneNumber === FAKE_MPESA.refusedPhone || !Number.isInteger(body.Amount) || body.Amount < 1) {
      res.status(400).json({ requestId: 'r-4', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
      return;
    }
    pushes.push(body);
    const n = pushes.length;
    res.json({
      MerchantRequestID: `29115-34620561-${n}`,
      CheckoutRequestID: `ws_CO_191220191020363925_${n}`,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
  });

  app.post('/mpesa/stkpushquery/v1/query', (req, res) => {
    const body = req.body as { CheckoutRequestID?: string; Password?: string; Timestamp?: string };
    if (bearerOf(req) !== validToken || body.Password !== passwordFor(body.Timestamp ?? '')) {
      res.status(401).json({ requestId: 'r-5', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      return;
    }
    const result = queryResults.get(body.CheckoutRequestID ?? '') ?? 'processing';
    if (result === 'processing') {
      res.status(500).json({ requestId: 'r-6', errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' });
      return;
    }
    res.json({
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: 'm-1',
      CheckoutRequestID: body.CheckoutRequestID,
      ResultCode: result,
      ResultDesc: result === '0' ? 'The service request is processed successfully.' : 'Request cancelled by user',
    });
  });

  const server = await startFakeServer(app);
  return {
    ...server,
    pushes,
    queryResults,
    get tokensIssued() {
      return state.tokensIssued;
    },
  };
}

/** The body Safaricom posts to the CallBackURL when the traveller answered the prompt. */
export function stkCallback(checkoutRequestId: string, result: { code: number; amount?: number; receipt?: string; description?: string }) {
  const stkCallbackBody: Record<string, unknown> = {
    MerchantRequestID: '29115-34620561-1',
    CheckoutRequestID: checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.description ?? (result.code === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user'),
  };
  if (result.code === 0) {
    stkCallbackBody.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: result.amount },
        { Name: 'MpesaReceiptNumber', Value: result.receipt ?? 'NLJ7RT61SV' },
        { Name: 'TransactionDate', Value: 20191219102115 },
        { Name: 'PhoneNumber', Value: 254712345678 },
      ],
    };
  }
  return { Body: { stkCallback: stkCallbackBody } };
}
