import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm, centred panel for a screen or list that has nothing to show yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  bare = false,
}: {
  icon?: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  /** Inside another panel: no frame of its own. */
  bare?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="empty-state"
      sx={{
        py: { xs: 6, md: bare ? 8 : 10 },
        px: 3,
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'background.paper',
        ...(bare && { border: 0, borderRadius: 0 }),
      }}
    >
      {icon && (
        <Box
          sx={{
            width: 64,
            height: 64,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
            '& svg': { fontSize: 32 },
          }}
        >
          {icon}
        </Box>
      )}
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 480, mx: 'auto' }}>
        {description}
      </Typography>
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}
