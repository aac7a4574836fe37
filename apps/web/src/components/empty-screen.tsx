import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/** A screen whose records are not listed yet: its title and what it is for. */
export function EmptyScreen({
  title,
  description,
  icon,
}: {
  title: string;
  description: string;
  icon: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={icon} title={title} description={description} />
    </>
  );
}
