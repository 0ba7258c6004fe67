/** CPU time from Linux's /proc, for the bench's probes (where a run's time went). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** utime + stime of a process in ms (clock ticks of 10 ms), 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Busy and total CPU time of the whole machine in ms (all cores), from /proc/stat. */
export function machineCpuMs(): { busy: number; total: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0) * 10;
  const idle = ((fields[3] ?? 0) + (fields[4] ?? 0)) * 10;
  return { busy: total - idle, total };
}

/** The process listening on a TCP port (from `ss`); throws when none does. */
export function listeningPid(port: string): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return Number(pid);
}
