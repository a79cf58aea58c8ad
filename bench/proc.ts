// What a process has used so far, read from /proc (Linux): the benches' CPU per request, which holds up on a busy
// machine where rates do not.
import { readFileSync } from 'node:fs';

/** /proc ticks are 10 ms (USER_HZ 100). */
const TICK_MS = 10;

const statFields = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** CPU time (user + system) the process has used, in ms. */
export function cpuMs(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The kernel's share of cpuMs (system time), in ms: socket writes and reads, mostly. */
export function systemCpuMs(pid: number): number {
  return Number(statFields(pid)[12]) * TICK_MS;
}
