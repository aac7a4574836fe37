import { LOCAL_STORAGE_KEYS, type TAboutMe } from '@orderdesk/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from '../../lib/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../auth';
import { changeLanguage, i18n } from '../../i18n';
import { storeTokens } from '../../lib/session-storage';
import { installFakeApi } from '../../test/fake-api';
import { aboutMe } from '../../test/fixtures';
import { fakeSession, renderScreen, testQueryClient } from '../../test/render';
import { SettingsDialog } from './settings-dialog';

vi.mock('../../lib/toast', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

let api: ReturnType<typeof installFakeApi>;
const profile = aboutMe();

function renderDialog(onClose = vi.fn()) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<TAboutMe>(sessionKeys.profile(), profile);
  renderScreen(<SettingsDialog open onClose={onClose} />, { queryClient, session: fakeSession(profile) });
  return { queryClient, onClose };
}

const stored = () =>
  JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.settings) ?? '{}') as Record<string, unknown>;

beforeEach(() => {
  storeTokens({ accessToken: 'a', refreshToken: 'r' });
  api = installFakeApi({
    'GET /api/Languages': () => [
      200,
      [
        { id: 1, code: 'en', name: 'English' },
        { id: 2, code: 'lt', name: 'Lietuvių' },
      ],
    ],
    'PUT /api/users/AdditionalSettings': ({ body }) => [200, body],
  });
});

afterEach(async () => {
  await changeLanguage('en');
});

describe('settings dialog', () => {
  it('starts from the spec defaults', async () => {
    renderDialog();
    const dialog = await screen.findByTestId('settings-dialog');
    const pressed = (testId: string) =>
      within(screen.getByTestId(testId)).getByRole('button', { pressed: true }).textContent;
    expect(pressed('setting-time-format')).toBe('24-hour');
    expect(pressed('setting-card-mode')).toBe('Popup');
    expect(pressed('setting-sorting')).toBe('Newest first');
    expect(
      (within(dialog).getByTestId('setting-sound').querySelector('input') as HTMLInputElement).checked,
    ).toBe(true);
    expect(within(dialog).getByTestId('date-preview').textContent).toContain('07.05.2025 14:30');
  });

  it('keeps browser settings locally and saves only changed server settings', async () => {
    const { onClose } = renderDialog();
    await screen.findByTestId('settings-dialog');
    fireEvent.click(screen.getByRole('button', { name: '12-hour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Expanded' }));
    fireEvent.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stored()).toMatchObject({ timeFormat: 1, orderCardMode: 1, soundNotif: true, dateSeparator: '.' });
    expect(api.callsTo('PUT /api/users/AdditionalSettings')).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Settings saved');
  });

  it('saves the sort direction on the server and puts it in the profile', async () => {
    const { queryClient } = renderDialog();
    await screen.findByTestId('settings-dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Oldest first' }));
    fireEvent.click(screen.getByTestId('settings-save'));

    await waitFor(() =>
      expect(api.callsTo('PUT /api/users/AdditionalSettings')[0]?.body).toEqual({
        FontSize: 16,
        OrderSortingAsc: true,
      }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<TAboutMe>(sessionKeys.profile())?.additionalUserSettings).toEqual({
        FontSize: 16,
        OrderSortingAsc: true,
      }),
    );
  });

  it('switches the interface to Lithuanian', async () => {
    renderDialog();
    await screen.findByTestId('settings-dialog');
    fireEvent.mouseDown(screen.getAllByRole('combobox')[0]!);
    fireEvent.click(await screen.findByRole('option', { name: 'Lietuvių' }));
    fireEvent.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(i18n.language).toBe('lt'));
    expect(stored().language).toBe('lt');
    expect(document.documentElement.lang).toBe('lt');
    expect(i18n.t('settings.title')).toBe('Nustatymai');
  });
});
