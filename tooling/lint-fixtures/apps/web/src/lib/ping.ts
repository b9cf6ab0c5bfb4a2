import { pong } from './pong';

export function ping(times: number): number {
  return times > 0 ? pong(times - 1) : 0;
}
