/**
 * Joining a full departure's waitlist: checked with the shared schema, then through the outbox like
 * every submission (a traveller without signal is queued and told so; the answer gives their place).
 */
import type { SubmitResult } from '../../../offline/submit';

export const WAITLIST_LABEL = 'Waitlist request';

export interface WaitlistValues {
  name: string;
  email: string;
  phone: string;
  party: string;
}

export type WaitlistOutcome =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'joined'; position: number }
  | { status: 'queued'; message: string; id: string }
  | { status: 'failed'; message: string; fields: Record<string, string> };

/** Checks, queues and (when online) sends the request; `summary` names the tour and date in the outbox. */
export async function joinWaitlist(departureId: string, values: WaitlistValues, summary: string): Promise<WaitlistOutcome> {
  const [{ waitlistJoinSchema, waitlistJoinedSchema }, { submit }] = await Promise.all([import('@safari/shared/waitlist'), import('../../../offline/submit')]);
  const party = /^\s*\d+\s*$/.test(values.party) ? Number(values.party) : undefined;
  const parsed = waitlistJoinSchema.safeParse({ name: values.name, email: values.email, phone: values.phone, party });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return { status: 'invalid', fields };
  }
  const result: SubmitResult = await submit({
    kind: 'waitlist',
    path: `departures/${departureId}/waitlist`,
    body: parsed.data,
    label: WAITLIST_LABEL,
    summary: `${summary} · ${parsed.data.party} · ${parsed.data.name}`,
  });
  return outcomeOf(result, (body) => waitlistJoinedSchema.safeParse(body));
}

/** A submission's result as the waitlist form shows it. */
export function outcomeOf(result: SubmitResult, parse: (body: unknown) => { success: boolean; data?: { position: number } }): WaitlistOutcome {
  if (result.status === 'sent') {
    const joined = parse(result.response.body);
    return joined.success && joined.data ? { status: 'joined', position: joined.data.position } : { status: 'failed', message: 'The answer was not understood.', fields: {} };
  }
  if (result.status === 'queued') return { status: 'queued', message: result.message, id: result.id };
  return { status: 'failed', message: result.message, fields: result.fields ?? {} };
}
