import { PLATFORM_DISPLAY_NAMES, platformCapabilities, type TOrder } from '@orderdesk/contracts';
import type { TFunction } from 'i18next';

/**
 * An order's delivery type in words. `homedelivery` is the Wolt courier's delivery on Wolt but the
 * restaurant's own on Glovo (Glovo's "marketplace" orders); an unknown type shows in plain words.
 */
export function deliveryTypeText(order: Pick<TOrder, 'platform' | 'deliveryType'>, t: TFunction): string {
  const type = order.deliveryType ?? '';
  const courier = (platform: string) => t('orders.deliveryTypes.platformCourier', { platform });
  switch (type) {
    case 'takeaway':
    case 'pickup':
      return t('orders.deliveryTypes.takeaway');
    case 'eatin':
    case 'dine_in':
      return t('orders.deliveryTypes.eatIn');
    case 'delivery_by_restaurant':
    case 'marketplace':
      return t('orders.deliveryTypes.restaurant');
    case 'homedelivery':
      return platformCapabilities(order.platform).homeDeliveryByRestaurant
        ? t('orders.deliveryTypes.restaurant')
        : courier(PLATFORM_DISPLAY_NAMES[order.platform]);
    case 'delivery_by_bolt':
      return courier(PLATFORM_DISPLAY_NAMES.bolt);
    case 'glovo':
      return courier(PLATFORM_DISPLAY_NAMES.glovo);
    case 'delivery':
      return t('orders.deliveryTypes.delivery');
    default:
      return type.replace(/_/g, ' ');
  }
}
