import { describe, expect, it } from 'vitest';
import { lockView } from './control-lock';
import { loadVehicleText } from './test-text';

loadVehicleText();

const holder = (user_id: number, sid: string, name = 'Ana') => ({ user_id, sid, name, since: 0 });
const me = { sid: 'sid-me', userId: 1, admin: false, mayCommand: true };

describe('the control lock as a viewer sees it', () => {
  it('offers to take a free lock', () => {
    expect(lockView(null, me)).toEqual({
      holderText: 'Nobody has control.',
      mine: false,
      action: 'take',
      refusal: null,
    });
  });

  it('knows its own connection holds it and offers the release', () => {
    expect(lockView(holder(1, 'sid-me'), me)).toMatchObject({
      mine: true,
      action: 'release',
      holderText: 'You have control.',
    });
  });

  it("names someone else's lock; only an admin may take it over", () => {
    const other = holder(2, 'sid-other', 'Bo');
    expect(lockView(other, me)).toMatchObject({
      mine: false,
      action: 'take',
      holderText: 'Bo has control.',
      refusal: expect.stringContaining('Bo holds control'),
    });
    expect(lockView(other, { ...me, admin: true })).toMatchObject({
      action: 'takeover',
      refusal: null,
    });
  });

  it('tells the same account in another tab apart from this connection', () => {
    const view = lockView(holder(1, 'sid-other-tab'), me);
    expect(view.mine).toBe(false);
    expect(view.holderText).toBe('You have control in another tab or window.');
    // Not connected (no sid yet): never "mine".
    expect(lockView(holder(1, 'sid-me'), { ...me, sid: null }).mine).toBe(false);
  });

  it('offers nothing to a viewer who may not command the vehicle', () => {
    expect(lockView(holder(2, 'x', 'Bo'), { ...me, mayCommand: false })).toMatchObject({
      action: null,
      holderText: 'Bo has control.',
    });
  });
});
