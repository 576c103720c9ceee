/** My cards: stopping a pass and moving it to another card, with what changes (decision 064), in English. */
import type { subscriptionChangesFr } from './subscription-changes-fr.ts';

export const subscriptionChangesEn: typeof subscriptionChangesFr = {
  terminate: {
    button: 'Stop',
    title: 'Stop “{{name}}”?',
    intro: 'Before you confirm, here is what stopping changes.',
    reading: 'Working out what stopping changes…',
    confirm: 'Confirm: stop it',
    cancel: 'Keep the pass',
    done: '“{{name}}” is stopped: it is valid until {{date}} included.',
  },
  move: {
    button: 'Move to another card',
    title: 'Move “{{name}}” to another card',
    intro: 'A pass is personal: it can go onto another valid card of {{holder}} in your account.',
    target: 'Card that will carry the pass',
    targetOption: 'Card {{number}}, valid until {{date}}',
    reading: 'Checking the card chosen…',
    confirm: 'Move the pass to this card',
    cancel: 'Cancel',
    done: '“{{name}}” is now on card {{number}}.',
  },
  consequences: {
    title: 'What changes',
    passLastDay: 'The pass is valid until {{lastDay}} included, then stops: it is not renewed.',
    fareLastDay:
      'Post-payment stops at the end of {{lastDay}}: your journeys until then are billed, and from {{effectiveFrom}} this card no longer travels on post-payment.',
    moveFrom:
      'From today, {{effectiveFrom}}, the pass is on card {{number}} until {{lastDay}} included; the old card no longer carries it.',
    usage_one:
      'This month, since {{since}}: {{count}} journey, {{amount}} so far ({{trip}} a journey, never more than {{cap}} for the month).',
    usage_other:
      'This month, since {{since}}: {{count}} journeys, {{amount}} so far ({{trip}} a journey, never more than {{cap}} for the month).',
    usageUncapped_one:
      'This month, since {{since}}: {{count}} journey, {{amount}} so far ({{trip}} a journey).',
    usageUncapped_other:
      'This month, since {{since}}: {{count}} journeys, {{amount}} so far ({{trip}} a journey).',
    moveUsage_one:
      'Journeys of the old card this month, since {{since}}: {{count}} journey, {{amount}} so far.',
    moveUsage_other:
      'Journeys of the old card this month, since {{since}}: {{count}} journeys, {{amount}} so far.',
    moveBills:
      'Each card has its own bill for the month, capped at {{cap}}: the old card’s journeys until today, the new card’s from today.',
    billedOn: 'Charged on {{billedOn}} to your {{brand}} card ending in {{last4}}.',
    billedOnRegistered: 'Charged on {{billedOn}} to the payment card registered with this fare.',
    noRefund: 'Nothing is refunded.',
    refund: '{{amount}} will be refunded to you.',
    moveFree: 'Moving the pass costs nothing.',
    dueTitle: 'Still charged, whatever happens to the pass:',
    due: '{{amount}} on {{date}} (order {{reference}})',
  },
};
