import { compileBank } from '../src/index';

/**
 * Four 2PL items whose best pick is plain by θ: 'easy' below −1, 'middle' near 0, 'hard' above 1;
 * 'middle-weak' sits with 'middle' but informs a third as much (a 0.5), so it is never the first choice.
 */
export function fourItemBank() {
  return compileBank([
    { id: 'easy', irt: { model: '2PL', a: 1.5, b: -2 } },
    { id: 'middle', irt: { model: '2PL', a: 1.5, b: 0 } },
    { id: 'middle-weak', irt: { model: '2PL', a: 0.5, b: 0 } },
    { id: 'hard', irt: { model: '2PL', a: 1.5, b: 2 } },
  ]);
}
