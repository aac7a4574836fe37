import type { TVenue } from '@orderdesk/contracts';
import {
  LazyAcceptOrderDialog as AcceptOrderDialog,
  LazyForcePickUpDialog as ForcePickUpDialog,
  LazyRejectOrderDialog as RejectOrderDialog,
} from './lazy-dialogs';
import type { BoardActions } from './use-board-actions';

/** The dialogs the board's actions ask in before they run: accept, edit the time, force, reject. */
export function BoardActionDialogs({ actions, venue }: { actions: BoardActions; venue: TVenue | undefined }) {
  const { asking, close } = actions;
  return (
    <>
      {venue && (
        <AcceptOrderDialog
          order={asking('accept')}
          venue={venue}
          onClose={close}
          onConfirm={actions.confirmAccept}
        />
      )}
      {venue && (
        <AcceptOrderDialog
          mode="edit"
          order={asking('edit')}
          venue={venue}
          onClose={close}
          onConfirm={actions.confirmEdit}
        />
      )}
      {venue && (
        <AcceptOrderDialog
          mode="force"
          order={asking('force')}
          venue={venue}
          onClose={close}
          onConfirm={actions.confirmForce}
        />
      )}
      <ForcePickUpDialog
        order={asking('forcePickUp')}
        onClose={close}
        onConfirm={actions.confirmForcePickUp}
      />
      <RejectOrderDialog order={asking('reject')} onClose={close} onConfirm={actions.confirmReject} />
    </>
  );
}
