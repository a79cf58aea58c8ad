// A private redis-server for the tests that stop and restart Redis (never the machine's Redis at 6379,
// which other tests share): no persistence, on a port of its own, started again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RedisProcess {
  url: string;
  /** Stops it (SIGKILL: an outage, not a shutdown) and waits until the process is gone. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
}

export async function startRedis(port: number): Promise<RedisProcess> {
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.once('error', (error) => reject(new Error(`Could not start redis-server (install Redis; the test runs its own on port ${port}): ${error.message}`)));
      started.once('exit', (code) => reject(new Error(`redis-server on ${port} exited with ${code}: ${output}`)));
      started.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
    });
    started.removeAllListeners('exit');
    started.stdout!.removeAllListeners('data');
    started.stdout!.resume();
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise((r) => (running.once('exit', r), running.kill('SIGKILL')));
    },
  };
}
