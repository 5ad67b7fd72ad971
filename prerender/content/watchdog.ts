// Stops JavaScript that keeps this (main) thread busy past a time limit when the code is not in a
// synchronous call that vm's timeout can interrupt: the rest of an async function after an `await`
// (a site config or plugin that loops there) runs from the event loop, where no timer of this thread
// can fire. A watchdog thread asks V8, through the inspector, to terminate the JavaScript running on
// the main thread (Runtime.terminateExecution; the termination ends with the outermost call, and the
// event loop goes on), so the caller's ordinary timer can then report the time limit.
import inspector from 'node:inspector';
import { isMainThread, Worker } from 'node:worker_threads';

/** Extra time the main thread has to notice its own deadline before the watchdog stops what it runs. */
const GRACE_MS = 1000;
const SLOTS = 256;

const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
const inspector = require('node:inspector');
const state = new Int32Array(workerData.state);
parentPort.on('message', ({ slot, armed, ms }) => {
  setTimeout(() => {
    // Still armed by this call: the main thread did not settle nor see its deadline; stop what it runs.
    if (Atomics.compareExchange(state, slot, armed, -1) !== armed) return;
    // Connected only now: a session left open makes the process wait for it to disconnect at exit.
    const session = new inspector.Session();
    session.connectToMainThread();
    session.post('Runtime.terminateExecution', () => {
      session.disconnect();
      parentPort.postMessage(armed);
    });
  }, ms);
});
`;

let shared: { worker: Worker; state: Int32Array; waiting: Map<number, () => void> } | undefined;
let lastCall = 0;

function watchdog() {
  if (!shared) {
    const state = new Int32Array(new SharedArrayBuffer(SLOTS * 4));
    const worker = new Worker(WATCHDOG, { eval: true, workerData: { state: state.buffer } });
    worker.unref();
    const waiting = new Map<number, () => void>();
    worker.on('message', (armed: number) => waiting.get(armed)?.());
    worker.on('error', () => {});
    worker.once('exit', () => {
      if (shared?.worker === worker) shared = undefined;
    });
    shared = { worker, state, waiting };
  }
  return shared;
}

/** Whether the watchdog can work here: the main thread of a Node built with the inspector. */
const available = () => isMainThread && typeof inspector.Session === 'function';

/**
 * `promise`, or the rejection `late()` makes once `ms` have passed, whether or not the event loop was
 * free then: past `ms` plus a grace period, JavaScript still holding the main thread is terminated.
 */
export async function raceWithWatchdog<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let slot = -1;
  const armed = (lastCall = (lastCall % 0x7fffffff) + 1);
  const dog = available() ? watchdog() : undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    const fire = () => {
      if (dog && slot >= 0) Atomics.compareExchange(dog.state, slot, armed, 0);
      reject(late());
    };
    timer = setTimeout(fire, ms);
    if (dog) {
      slot = armed % SLOTS;
      Atomics.store(dog.state, slot, armed);
      dog.waiting.set(armed, fire);
      dog.worker.ref();
      dog.worker.postMessage({ slot, armed, ms: ms + GRACE_MS });
    }
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
    if (dog && slot >= 0) {
      Atomics.compareExchange(dog.state, slot, armed, 0);
      dog.waiting.delete(armed);
      if (!dog.waiting.size) dog.worker.unref();
    }
  }
}
