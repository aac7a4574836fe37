import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One headline figure, with a line under it (the period before, a percentile). */
export function KpiCard({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`${testId}-value`}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}

export const cardGrid = {
  display: 'grid',
  gap: 2,
  // minmax(0, …): a card never grows past its column on a narrow screen.
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;
