import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can, Permission } from '@orderdesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SettingsIcon } from '../../components/icons';
import { useSession } from '../auth';
import { LicenceRequestsList } from './licence-requests-list';
import { LicenceReport } from './licence-report';
import { LicenceSettingsDialog } from './licence-settings-dialog';

type TabName = 'requests' | 'report';

/** `/lic-requests`: the requests, and the licence report (`?tab=report`); admins edit the settings here. */
export function LicenceRequestsPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const [params, setParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const tab: TabName = params.get('tab') === 'report' ? 'report' : 'requests';
  const isAdmin = role !== undefined && can(role, Permission.LIC_REQUESTS_DECIDE);

  // Each tab keeps its own filters: switching starts from a clean address.
  const open = (next: TabName) => setParams(next === 'report' ? { tab: 'report' } : {});

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, next: TabName) => open(next)} sx={{ flex: 1 }}>
          <Tab value="requests" label={t('licences.tabs.requests')} data-testid="tab-requests" />
          <Tab value="report" label={t('licences.tabs.report')} data-testid="tab-report" />
        </Tabs>
        {isAdmin && (
          // On a phone the icon alone, so both tabs keep their whole names beside it.
          <Button
            startIcon={<SettingsIcon />}
            onClick={() => setSettingsOpen(true)}
            data-testid="licence-settings"
            aria-label={t('licences.settings.open')}
            sx={(theme) => ({
              minWidth: 44,
              minHeight: 44,
              [theme.breakpoints.down('sm')]: { '& .MuiButton-startIcon': { m: 0 } },
            })}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('licences.settings.open')}
            </Box>
          </Button>
        )}
      </Box>
      {tab === 'requests' ? <LicenceRequestsList /> : <LicenceReport />}
      {settingsOpen && <LicenceSettingsDialog onClose={() => setSettingsOpen(false)} />}
    </>
  );
}
