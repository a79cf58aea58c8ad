// A closed app sends nothing later: the decision e-mails' sweep is cancelled with the app (the e-mails that
// were waiting stay in the table, and the next start's sweep sends them).
import { afterEach, expect, it, vi } from 'vitest';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createDecisionOutbox } from './registration-decisions.ts';

afterEach(() => {
  vi.useRealTimers();
});

function outboxWithSpy() {
  const claim = vi.fn(async () => []);
  const prisma = { registration: { updateManyAndReturn: claim } } as unknown as PrismaClient;
  const mailer = { send: vi.fn() } as unknown as Mailer;
  return { outbox: createDecisionOutbox(prisma, mailer), claim };
}

it('sweeps for waiting e-mails a second after start', async () => {
  vi.useFakeTimers();
  const { outbox, claim } = outboxWithSpy();
  outbox.resume();
  await vi.advanceTimersByTimeAsync(1_500);
  expect(claim).toHaveBeenCalledTimes(1);
});

it('runs no sweep once stopped, whether it was already waiting or asked for after', async () => {
  vi.useFakeTimers();
  const { outbox, claim } = outboxWithSpy();
  outbox.resume();
  outbox.stop();
  outbox.resume();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(claim).not.toHaveBeenCalled();
});
