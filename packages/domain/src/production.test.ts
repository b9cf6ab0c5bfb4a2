import { describe, expect, it } from 'vitest';
import {
  customerReminderDue,
  dueShowReminders,
  lineArtwork,
  productionGroup,
  productionRisks,
  reminderDay,
} from './production';

// 2027-03-15 is a Monday; 2027-07-05 the Monday on which 4 July (a Sunday) is kept.

describe('reminder days', () => {
  it('is the working day before: a Monday deadline on the Friday, past a holiday and a closure', () => {
    expect(reminderDay('2027-03-10', [])).toBe('2027-03-09');
    expect(reminderDay('2027-03-15', [])).toBe('2027-03-12');
    expect(reminderDay('2027-07-06', [])).toBe('2027-07-02');
    expect(reminderDay('2027-03-10', [{ from: '2027-03-08', to: '2027-03-09' }])).toBe(
      '2027-03-05',
    );
  });

  it('is due from that day to the deadline, never after', () => {
    expect(customerReminderDue('2027-03-15', '2027-03-11', [])).toBe(false);
    expect(customerReminderDue('2027-03-15', '2027-03-12', [])).toBe(true);
    expect(customerReminderDue('2027-03-15', '2027-03-14', [])).toBe(true);
    expect(customerReminderDue('2027-03-15', '2027-03-15', [])).toBe(true);
    expect(customerReminderDue('2027-03-15', '2027-03-16', [])).toBe(false);
    expect(customerReminderDue(null, '2027-03-15', [])).toBe(false);
  });

  it('reminds the customer only of what waits for them, and staff from the ship-by day', () => {
    const order = { artworkBy: '2027-03-10', approveBy: '2027-03-11', shipBy: '2027-03-18' };
    expect(dueShowReminders({ ...order, lines: ['awaiting_file'] }, '2027-03-09', [])).toEqual([
      { kind: 'artwork_by', deadline: '2027-03-10' },
    ]);
    expect(dueShowReminders({ ...order, lines: ['proof_waiting'] }, '2027-03-10', [])).toEqual([
      { kind: 'approve_by', deadline: '2027-03-11' },
    ]);
    expect(dueShowReminders({ ...order, lines: ['with_studio'] }, '2027-03-10', [])).toEqual([]);
    expect(dueShowReminders({ ...order, lines: ['approved'] }, '2027-03-19', [])).toEqual([
      { kind: 'ship_by', deadline: '2027-03-18' },
    ]);
  });
});

describe('the board', () => {
  it("reads a line's file as what is left to do, and by whom", () => {
    expect(lineArtwork(null, false)).toBe('awaiting_file');
    expect(lineArtwork('replaced', false)).toBe('awaiting_file');
    expect(lineArtwork('needs_attention', false)).toBe('proof_waiting');
    expect(lineArtwork('changes_requested', false)).toBe('proof_waiting');
    expect(lineArtwork('needs_attention', true)).toBe('proof_waiting');
    expect(lineArtwork('ready_for_review', false)).toBe('with_studio');
    expect(lineArtwork('approved', false)).toBe('approved');
  });

  it('flags the risks, worst first, and none for an order on track', () => {
    const today = '2027-03-12';
    expect(
      productionRisks(
        {
          shipBy: '2027-03-11',
          artworkBy: '2027-03-03',
          lines: ['proof_waiting'],
          stockShort: true,
        },
        today,
      ),
    ).toEqual(['ship_by_overdue', 'artwork_late', 'proof_waiting', 'stock_short']);
    expect(
      productionRisks(
        { shipBy: today, artworkBy: '2027-03-03', lines: ['approved'], stockShort: false },
        today,
      ),
    ).toEqual(['ship_by_today']);
    expect(
      productionRisks(
        {
          shipBy: '2027-03-20',
          artworkBy: '2027-03-12',
          lines: ['awaiting_file'],
          stockShort: false,
        },
        today,
      ),
    ).toEqual([]);
    expect(
      productionRisks({ shipBy: null, artworkBy: null, lines: [], stockShort: false }, today),
    ).toEqual([]);
  });

  it('groups by ship-by day: overdue, today, tomorrow, later, unplanned', () => {
    const today = '2027-03-12';
    expect(
      ['2027-03-11', today, '2027-03-13', '2027-03-20', null].map((day) =>
        productionGroup(day, today),
      ),
    ).toEqual(['overdue', 'today', 'tomorrow', 'later', 'unplanned']);
  });
});
