/**
 * A local fake of the parts of Safaricom's Daraja API the M-Pesa adapter uses: OAuth, STK push and
 * STK push query. It checks credentials and the STK password the way Daraja does and records what
 * it was sent. Tests either post the callback themselves (`stkCallback`), or give it a `script`:
 * the result code the phone produces when it answers (`answer`) and what becomes of the callback —
 * sent, held until released (late), lost, duplicated, or reporting another amount or phone — as
 * Safaricom may do. Until the phone answers, the STK query says 'still processing', as Daraja's does.
 */
import express from 'express';
import { basicOf, bearerOf, createCallbackSender, startFakeServer, type CallbackSender, type Delivery, type FakeServer } from './fake-server';

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

/** Daraja's ResultDesc for the codes the fake plays. */
export const MPESA_RESULT_DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

/** What happens after the next STK pushes, once the phone answers: its result and Safaricom's callback. */
export interface StkScript {
  /** 0 paid, 1 insufficient funds, 1032 cancelled on the phone, 1037 phone unreachable, 2001 wrong PIN. */
  resultCode: number;
  callback: Delivery;
  /** Copies of the callback sent at the same time as it. */
  duplicates?: number;
  /** A paid callback reporting another amount or phone than the push asked for. */
  amount?: number;
  phone?: string;
  receipt?: string;
  /** STK queries answered 'still processing' before the result. */
  processingQueries?: number;
}

export interface FakeMpesa extends FakeServer {
  pushes: StkPushRequest[];
  /** What the STK query answers, per CheckoutRequestID: a ResultCode, or 'processing'. */
  queryResults: Map<string, string>;
  tokensIssued: number;
  /** STK queries answered so far. */
  queries: number;
  /** When set, each push is answered on the phone and called back as it says; unset, tests post callbacks. */
  script: StkScript | undefined;
  /** The phone answers a push made under a script (the last one by default): the query knows the result, the callback goes out. */
  answer(checkoutRequestId?: string): void;
  /** The callbacks the script sent, held or lost (keyed by CheckoutRequestID). */
  callbacks: CallbackSender;
}

export async function startFakeMpesa(): Promise<FakeMpesa> {
  const app = express();
  app.use(express.json());
  const pushes: StkPushRequest[] = [];
  const queryResults = new Map<string, string>();
  const processing = new Map<string, number>();
  /** Pushes made under a script, waiting for the phone to answer. */
  const phones = new Map<string, () => void>();
  const callbacks = createCallbackSender();
  const state: { tokensIssued: number; queries: number; script: StkScript | undefined } = { tokensIssued: 0, queries: 0, script: undefined };
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
    const checkoutRequestId = `ws_CO_191220191020363925_${n}`;
    res.json({
      MerchantRequestID: `29115-34620561-${n}`,
      CheckoutRequestID: checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    });
    const script = state.script;
    if (!script) return;
    phones.set(checkoutRequestId, () => {
      // The query knows the result from now on, whatever becomes of the callback.
      queryResults.set(checkoutRequestId, String(script.resultCode));
      if (script.processingQueries) processing.set(checkoutRequestId, script.processingQueries);
      const callback = stkCallback(checkoutRequestId, {
        code: script.resultCode,
        amount: script.amount ?? body.Amount,
        receipt: script.receipt,
        phone: script.phone ?? body.PhoneNumber,
      });
      callbacks.queue(checkoutRequestId, body.CallBackURL, callback, script.callback, script.duplicates);
    });
  });

  app.post('/mpesa/stkpushquery/v1/query', (req, res) => {
    const body = req.body as { CheckoutRequestID?: string; Password?: string; Timestamp?: string };
    if (bearerOf(req) !== validToken || body.Password !== passwordFor(body.Timestamp ?? '')) {
      res.status(401).json({ requestId: 'r-5', errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
      return;
    }
    state.queries += 1;
    const id = body.CheckoutRequestID ?? '';
    const stillProcessing = processing.get(id) ?? 0;
    if (stillProcessing > 0) processing.set(id, stillProcessing - 1);
    const result = stillProcessing > 0 ? 'processing' : (queryResults.get(id) ?? 'processing');
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
      ResultDesc: MPESA_RESULT_DESCRIPTIONS[Number(result)] ?? 'Request failed',
    });
  });

  const server = await startFakeServer(app);
  return {
    ...server,
    pushes,
    queryResults,
    callbacks,
    answer(checkoutRequestId = [...phones.keys()].at(-1)) {
      const phone = checkoutRequestId === undefined ? undefined : phones.get(checkoutRequestId);
      if (!phone || checkoutRequestId === undefined) throw new Error(`fake M-Pesa: no scripted push ${checkoutRequestId ?? ''} waiting for an answer`);
      phones.delete(checkoutRequestId);
      phone();
    },
    get tokensIssued() {
      return state.tokensIssued;
    },
    get queries() {
      return state.queries;
    },
    get script() {
      return state.script;
    },
    set script(value: StkScript | undefined) {
      state.script = value;
    },
  };
}

/** The body Safaricom posts to the CallBackURL when the traveller answered the prompt. */
export function stkCallback(
  checkoutRequestId: string,
  result: { code: number; amount?: number; receipt?: string; description?: string; phone?: string | number },
) {
  const stkCallbackBody: Record<string, unknown> = {
    MerchantRequestID: '29115-34620561-1',
    CheckoutRequestID: checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.description ?? MPESA_RESULT_DESCRIPTIONS[result.code] ?? 'Request failed',
  };
  if (result.code === 0) {
    stkCallbackBody.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: result.amount },
        { Name: 'MpesaReceiptNumber', Value: result.receipt ?? 'NLJ7RT61SV' },
        { Name: 'TransactionDate', Value: 20191219102115 },
        // Daraja sends the number as a JSON number (a masked one, e.g. 2547*****678, as text).
        { Name: 'PhoneNumber', Value: typeof result.phone === 'string' && /\D/.test(result.phone) ? result.phone : Number(result.phone ?? 254712345678) },
      ],
    };
  }
  return { Body: { stkCallback: stkCallbackBody } };
}
