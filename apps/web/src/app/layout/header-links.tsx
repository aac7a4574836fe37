import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuardRouteName } from '../guard/decide-navigation';
import type { HeaderLink } from './nav-links';
import { WaitingCountPill } from './waiting-count-pill';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { VisuallyHidden } from '../../components/visually-hidden';

/**
 * The header's menu (docs/product.md §2). Active orders carries the number of orders waiting for Accept
 * while the venue is live (`waiting`), on every screen.
 */
export function HeaderLinks({
  links,
  routeName,
  waiting = null,
}: {
  links: readonly HeaderLink[];
  routeName: GuardRouteName;
  waiting?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('layout.headerNav')}
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}
    >
      {links.map((link) => {
        const active = routeName !== undefined && routeName !== 'error' && link.activeFor.includes(routeName);
        const sx = {
          px: 1.75,
          color: active ? 'primary.dark' : 'text.secondary',
          bgcolor: active ? 'rgba(91, 127, 254, 0.10)' : 'transparent',
          '&:hover': { bgcolor: 'rgba(91, 127, 254, 0.08)', color: 'primary.dark' },
        };
        if (link.to === null) {
          return (
            <DeferredTooltip key={link.id} title={t('layout.nav.chooseVenue')}>
              <span>
                <Button disabled sx={sx} data-testid={`header-link-${link.id}`}>
                  {t(link.labelKey)}
                </Button>
              </span>
            </DeferredTooltip>
          );
        }
        const count = link.id === 'active-orders' && waiting ? waiting : 0;
        return (
          <Button
            key={link.id}
            component={Link}
            to={link.to}
            sx={sx}
            aria-current={active ? 'page' : undefined}
            data-testid={`header-link-${link.id}`}
          >
            {t(link.labelKey)}
            {/* The pill is hidden from screen readers: the count is read from the text beside it. */}
            {count > 0 && (
              <>
                <WaitingCountPill count={count} testId="header-waiting-count" sx={{ ml: 1 }} />
                <VisuallyHidden>{t('layout.nav.waitingForAccept', { count })}</VisuallyHidden>
              </>
            )}
          </Button>
        );
      })}
    </Box>
  );
}
