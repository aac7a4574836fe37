import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One setting: what it is on the left, its control on the right (stacked on small screens). */
export function SettingRow({
  label,
  description,
  children,
}: {
  label: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
        alignItems: 'center',
        gap: { xs: 1, sm: 3 },
        py: 1.5,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {description && (
          <Typography variant="caption" color="text.secondary" component="div">
            {description}
          </Typography>
        )}
      </Box>
      <Box sx={{ justifySelf: { sm: 'end' }, minWidth: { sm: 220 } }}>{children}</Box>
    </Box>
  );
}

export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      sx={{ '& + &': { mt: 2.5, pt: 2.5, borderTop: '1px solid', borderColor: 'divider' } }}
    >
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
