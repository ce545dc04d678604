/**
 * `simulate` on worker processes through a BullMQ queue on Redis (Node
 * only): `simulateOnQueue(game, { queue: 'redis://host:port', … })` cuts a
 * run into chunk jobs; `startQueueWorker({ queue })` (or `boneyard worker
 * --queue …`) on any number of machines plays them. Needs the optional peer
 * dependencies `bullmq` (6.7 or newer 6.x) and `ioredis`.
 *
 * @module boneyard/queue
 */
export { type QueueRunEvent, type QueueSimulateOptions, simulateOnQueue } from './producer.js';
export {
  type QueueWorker,
  type QueueWorkerEvent,
  type QueueWorkerOptions,
  startQueueWorker,
} from './worker.js';
