import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { ANA, renderWithShell } from '../../../test/renderWithShell';
import { EmailNotificationsSetting } from './EmailNotificationsSetting';

describe('EmailNotificationsSetting', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the current choice and saves a change at once', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<EmailNotificationsSetting />, {
      user: ANA,
      routes: {
        'GET /api/me/notification-settings': { body: { email: true } },
        'PUT /api/me/notification-settings': ({ body }) => ({ body }),
      },
    });
    const box = await screen.findByRole('checkbox', { name: MESSAGES.emailNotificationsLabel });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await screen.findByText(MESSAGES.emailNotificationsSaved)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/me/notification-settings', body: { email: false } },
    ]);
  });

  it('keeps the saved choice and says so when saving fails; offers Retry when it cannot load', async () => {
    const user = userEvent.setup();
    const { server } = renderWithShell(<EmailNotificationsSetting />, {
      user: ANA,
      routes: {
        'GET /api/me/notification-settings': {
          status: 500,
          body: { statusCode: 500, error: 'x', message: 'x' },
        },
      },
    });
    expect(await screen.findByText(MESSAGES.notificationSettingsLoadFailed)).toBeInTheDocument();
    server.on('GET /api/me/notification-settings', { body: { email: false } });
    server.on('PUT /api/me/notification-settings', {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' },
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const box = await screen.findByRole('checkbox', { name: MESSAGES.emailNotificationsLabel });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
