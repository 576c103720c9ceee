/** The card and contract shapes live in packages/domain (the wire contract); re-exported here for the api's modules. */
export {
  RENEWAL_INTERVAL_ENUM,
  alertsViewSchema,
  cardResponse,
  cardSchema,
  contractSchema,
  holderViewSchema,
  type AlertsView,
  type CardView,
  type ContractView,
} from '@oceane/domain';
