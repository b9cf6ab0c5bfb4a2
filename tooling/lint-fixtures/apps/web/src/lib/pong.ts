import { ping } from './ping';

export function pong(times: number): number {
  return times > 0 ? ping(times - 1) : 0;
}
