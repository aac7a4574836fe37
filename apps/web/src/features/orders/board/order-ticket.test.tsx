import { screen, within } from '@testing-library/react';
import { OrderStatus, parseStoredGeneralSettings } from '@orderdesk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../../lib/date-time-format';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { order, ticket } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { OrderTicket, PreorderTimes, TicketSummary } from './order-ticket';
import { PrintTicket } from './print-ticket';

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  installFakeApi({});
});
afterEach(() => vi.unstubAllGlobals());

const time = (iso: string) => formatTime(iso, parseStoredGeneralSettings(null));

const items = [{ name: 'Chicken burger', count: 2, total: 2380, options: [] }];
const wholeTicket = ticket(items, {
  lines: [
    {
      name: 'Chicken burger',
      quantity: 2,
      options: [
        { name: 'Sauce: Garlic', quantity: 2 },
        { name: 'Extras: Cheese', quantity: 1 },
      ],
      comment: 'Well done, please',
    },
  ],
  customerNote: 'Ring the bell',
  allergies: 'Peanuts',
  cutlery: true,
  courier: 'platform',
  courierEta: '2026-11-26T10:20:00.000Z',
});

describe('OrderTicket', () => {
  it('lists the allergies first, then count × dish with its options in order, the line comment, the note, cutlery, courier and arrival', () => {
    renderScreen(<OrderTicket order={order({ platform: 'glovo', items, ticket: wholeTicket })} />);
    const line = screen.getByTestId('ticket-line');
    expect(line.textContent).toContain('2 × Chicken burger');
    expect(
      within(line)
        .getAllByTestId('ticket-option')
        .map((o) => o.textContent),
    ).toEqual(['2 × Sauce: Garlic', '1 × Extras: Cheese']);
    expect(within(line).getByTestId('ticket-line-comment').textContent).toBe('Note Well done, please');
    const allergy = screen.getByRole('note', { name: 'Allergies' });
    expect(allergy.textContent).toBe('Allergies Peanuts');
    // Above the first dish: read before anything is cooked, however long the order.
    expect(allergy.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Customer note' }).textContent).toBe(
      'Customer note Ring the bell',
    );
    expect(screen.getByTestId('ticket-cutlery').textContent).toBe('Cutlery wanted');
    expect(screen.getByTestId('ticket-delivery').textContent).toBe('Glovo courier delivers');
    expect(screen.getByTestId('ticket-courier-eta').textContent).toBe(
      `Courier at ${time('2026-11-26T10:20:00.000Z')}`,
    );
  });

  it('shows no note block, cutlery or arrival the platform did not give', () => {
    renderScreen(
      <OrderTicket
        order={order({ deliveryType: 'takeaway', ticket: ticket(items, { courier: 'customer' }) })}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByTestId('ticket-cutlery')).toBeNull();
    expect(screen.queryByTestId('ticket-courier-eta')).toBeNull();
    expect(screen.getByTestId('ticket-delivery').textContent).toBe('Customer picks it up');
  });
});

describe('TicketSummary (a compact card)', () => {
  it("counts the items by quantity, marks the customer's words and shows the allergies themselves", () => {
    const twoLines = ticket(items, {
      ...wholeTicket,
      lines: [...wholeTicket.lines, { name: 'Cola', quantity: 1, options: [], comment: null }],
    });
    renderScreen(<TicketSummary order={order({ platform: 'glovo', items, ticket: twoLines })} />);
    expect(screen.getByTestId('card-item-count').textContent).toBe('3 items');
    // The customer's note and the burger's comment; their words are in the dialog, not on the card.
    expect(screen.getByTestId('card-note-marker').textContent).toBe('2 notes');
    expect(screen.queryByText('Ring the bell')).toBeNull();
    expect(screen.getByRole('note', { name: 'Allergies' }).textContent).toBe('Allergies Peanuts');
    expect(screen.queryByTestId('ticket-line')).toBeNull();
  });

  it("shows an allergy written into a Wolt order's note or a dish's comment with the allergies, on the card and at the top of the ticket", () => {
    const wolt = ticket(items, {
      lines: [
        { name: 'Chicken burger', quantity: 2, options: [], comment: 'No bun: coeliac' },
        { name: 'Cola', quantity: 1, options: [], comment: 'No ice' },
      ],
      customerNote: 'Severe peanut allergy, please use clean gloves',
    });
    const { unmount } = renderScreen(
      <TicketSummary order={order({ platform: 'wolt', items, ticket: wolt })} />,
    );
    expect(screen.getByTestId('card-note-marker').textContent).toBe('3 notes');
    expect(screen.getByRole('note', { name: 'Allergies' }).textContent).toBe(
      'Allergies Severe peanut allergy, please use clean gloves · Chicken burger: No bun: coeliac',
    );
    unmount();
    renderScreen(<OrderTicket order={order({ platform: 'wolt', items, ticket: wolt })} />);
    const allergy = screen.getByRole('note', { name: 'Allergies' });
    expect(allergy.compareDocumentPosition(screen.getAllByTestId('ticket-line')[0]!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    // The note stays where the customer wrote it as well.
    expect(screen.getByRole('note', { name: 'Customer note' }).textContent).toBe(
      'Customer note Severe peanut allergy, please use clean gloves',
    );
  });

  it('shows the count alone for an order with nothing written, and nothing for an empty ticket', () => {
    const { unmount } = renderScreen(
      <TicketSummary order={order({ items, ticket: ticket(items, { courier: 'customer' }) })} />,
    );
    expect(screen.getByTestId('card-item-count').textContent).toBe('2 items');
    expect(screen.queryByTestId('card-note-marker')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    unmount();
    renderScreen(<TicketSummary order={order({ items: [], ticket: ticket([], {}) })} />);
    expect(screen.queryByTestId('card-ticket-summary')).toBeNull();
  });
});

describe('PreorderTimes', () => {
  const dueAt = '2026-11-26T17:30:00.000Z';
  const preorder = (
    adjustedTimeInMinutes: number | null = null,
    statusId: 10 | 1 | 2 = OrderStatus.PREORDER,
  ) => order({ statusId, adjustedTimeInMinutes, ticket: ticket(items, { dueAt }) });
  const at = (iso: string) => Date.parse(iso);

  it('shows the due time and the start-cooking time from the venue default, or the agreed time', () => {
    const { unmount } = renderScreen(
      <PreorderTimes order={preorder()} defaultCookingMinutes={25} now={at('2026-11-26T12:00:00Z')} />,
    );
    expect(screen.getByTestId('preorder-times').textContent).toBe(
      `Due ${time(dueAt)} · start cooking ${time('2026-11-26T17:05:00.000Z')}`,
    );
    expect(screen.queryByTestId('preorder-start-due')).toBeNull();
    unmount();
    renderScreen(
      <PreorderTimes order={preorder(40)} defaultCookingMinutes={25} now={at('2026-11-26T12:00:00Z')} />,
    );
    expect(screen.getByTestId('preorder-times').textContent).toContain(
      `start cooking ${time('2026-11-26T16:50:00.000Z')}`,
    );
  });

  it('asks to start cooking in words once the start time has come, until the kitchen starts it', () => {
    const { unmount } = renderScreen(
      <PreorderTimes order={preorder()} defaultCookingMinutes={25} now={at('2026-11-26T17:05:00Z')} />,
    );
    expect(screen.getByRole('status').textContent).toBe('Start cooking now');
    unmount();
    renderScreen(
      <PreorderTimes
        order={preorder(25, OrderStatus.PRODUCTION)}
        defaultCookingMinutes={25}
        now={at('2026-11-26T17:10:00Z')}
      />,
    );
    expect(screen.queryByTestId('preorder-start-due')).toBeNull();
  });

  it('is nothing for an order wanted now', () => {
    renderScreen(<PreorderTimes order={order()} defaultCookingMinutes={25} now={Date.now()} />);
    expect(screen.queryByTestId('preorder-times')).toBeNull();
  });
});

describe('the printed kitchen ticket', () => {
  it('prints the same ticket, notes marked in words, and a pre-order due time', () => {
    // On screen the ticket is hidden; only print media show it.
    vi.stubGlobal('print', vi.fn());
    const dueAt = '2026-11-26T17:30:00.000Z';
    renderScreen(
      <PrintTicket
        order={order({ platform: 'glovo', items, ticket: { ...wholeTicket, dueAt } })}
        onDone={() => {}}
      />,
    );
    const paper = screen.getByTestId('print-ticket');
    expect(within(paper).getByTestId('ticket-line').textContent).toContain('2 × Chicken burger');
    expect(within(paper).getAllByTestId('ticket-option')).toHaveLength(2);
    expect(within(paper).getByRole('note', { name: 'Allergies', hidden: true }).textContent).toBe(
      'Allergies Peanuts',
    );
    expect(within(paper).getByRole('note', { name: 'Customer note', hidden: true })).toBeTruthy();
    expect(paper.textContent).toContain('Due ');
  });
});
