import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { storeTokens } from '../../../lib/session-storage';
import { installFakeApi } from '../../../test/fake-api';
import { venue } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { RkeeperSection } from './rkeeper-section';

let api: ReturnType<typeof installFakeApi>;
const base = venue({ id: 5 });
const withCodes = venue({
  id: 5,
  rkeeperSettings: { ...base.rkeeperSettings, discountCode: '40', voidReasonCode: '7' },
});

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({ 'PUT /api/venues': () => [200, withCodes] });
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('RkeeperSection: discount code and void reason', () => {
  it('shows the saved codes and sends what the editor changes', async () => {
    renderScreen(<RkeeperSection venue={withCodes} readOnly={false} />);
    const discount = await screen.findByLabelText<HTMLInputElement>('Discount code for platform discounts');
    const voidReason = screen.getByLabelText<HTMLInputElement>('Void reason code');
    expect(discount.value).toBe('40');
    expect(voidReason.value).toBe('7');

    fireEvent.change(discount, { target: { value: '' } });
    fireEvent.change(voidReason, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save POS settings' }));

    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    const body = api.callsTo('PUT /api/venues')[0]!.body as { rkeeperSettings: Record<string, unknown> };
    expect(body.rkeeperSettings).toMatchObject({ discountCode: null, voidReasonCode: '9' });
  });

  it('labels both fields in Lithuanian', async () => {
    await changeLanguage('lt');
    renderScreen(<RkeeperSection venue={withCodes} readOnly={false} />);
    expect(((await screen.findByLabelText('Platformų nuolaidų kodas')) as HTMLInputElement).value).toBe('40');
    expect((screen.getByLabelText('Anuliavimo priežasties kodas') as HTMLInputElement).value).toBe('7');
  });
});

describe("RkeeperSection: the kitchen's Ready", () => {
  it('is off by default and sends the switch when turned on', async () => {
    renderScreen(<RkeeperSection venue={withCodes} readOnly={false} />);
    const kds = await screen.findByLabelText<HTMLInputElement>(
      /The kitchen display's Ready goes to the platform/,
    );
    expect(kds.checked).toBe(false);
    fireEvent.click(kds);
    fireEvent.click(screen.getByRole('button', { name: 'Save POS settings' }));
    await waitFor(() => expect(api.callsTo('PUT /api/venues')).toHaveLength(1));
    const body = api.callsTo('PUT /api/venues')[0]!.body as { rkeeperSettings: Record<string, unknown> };
    expect(body.rkeeperSettings).toMatchObject({ isKdsReadyEnabled: true });
  });
});
