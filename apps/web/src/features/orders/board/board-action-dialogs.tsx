import type { TVenue } from '@orderdesk/contracts';
import {
  LazyAcceptOrderDialog as AcceptOrderDialog,
  LazyForcePickUpDialog as ForcePickUpDialog,
  LazyRejectOrderDialog as RejectOrderDialog,
} from './lazy-board-parts';
import type { BoardActions } from './use-board-actions';

/** The dialogs the board's actions ask in before they run: accept, edit the time, force, reject. */
export function BoardActionDialogs({ actions, venue }: { actions: BoardActions; venue: TVenue | undefined }) {
  const { asking, close } = actions;
  // One dialog asks the cooking time for each: accepting, changing it, and forcing past the POS.
  const timeAsks = [
    { mode: 'accept', confirm: actions.confirmAccept },
    { mode: 'edit', confirm: actions.confirmEdit },
    { mode: 'force', confirm: actions.confirmForce },
  ] as const;
  return (
    <>
      {venue &&
        timeAsks.map(({ mode, confirm }) => (
          <AcceptOrderDialog
            key={mode}
            mode={mode}
            order={asking(mode)}
            venue={venue}
            onClose={close}
            onConfirm={confirm}
          />
        ))}
      <ForcePickUpDialog
        order={asking('forcePickUp')}
        onClose={close}
        onConfirm={actions.confirmForcePickUp}
      />
      <RejectOrderDialog order={asking('reject')} onClose={close} onConfirm={actions.confirmReject} />
    </>
  );
}
