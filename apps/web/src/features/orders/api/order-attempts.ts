import { listOrderAttemptsContract, type TOrderAttempt } from '@orderdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';
import { ordersKeys } from '../../../api/orders-keys';

/** Every call made for the order to r_keeper and its platform; read again whenever the order changes. */
export function useOrderAttempts(orderId: number, orderVersion: string) {
  return useQuery({
    queryKey: [...ordersKeys.detail(orderId), 'attempts', orderVersion],
    queryFn: (): Promise<TOrderAttempt[]> =>
      callContract(listOrderAttemptsContract, { params: { id: orderId } }),
  });
}
