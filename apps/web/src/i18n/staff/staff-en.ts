/** The staff pages' texts in English. */
import type { staffFr } from './staff-fr.ts';

export const staffEn: typeof staffFr = {
  checking: 'Checking your access rights…',
  home: {
    title: 'Mobility centre staff area',
    intro:
      'This area is ready for the staff’s tools: reviewing documents and orders arrives in a coming version of the portal.',
  },
  disruptions: {
    title: 'Network disruptions',
    intro:
      'Publish a disruption: each card whose traffic alerts follow an affected line or mode is told once, by email or SMS, within a minute.',
    homeLink: 'Publish a disruption',
    formTitle: 'New disruption',
    formIntro: 'Choose the lines or modes affected, then write the message in French and in English.',
    lines: 'Lines affected',
    scopeHint: 'At least one line or mode.',
    line: 'Line {{code}} ({{mode}}): {{name}}',
    lineCode: 'line {{code}}',
    modes: 'Whole modes affected',
    titleFr: 'Title in French',
    textFr: 'Message in French',
    titleEn: 'Title in English',
    textEn: 'Message in English',
    startsAt: 'Start',
    endsAt: 'End',
    dateHint: 'Date and time in Port-Marin.',
    submit: 'Publish and alert passengers',
    published: 'Disruption “{{title}}” published: the alerts go out within a minute.',
    listTitle: 'Published disruptions',
    none: 'No disruption published.',
    scope: 'Affects',
    period: 'Period',
    alertsSent: 'Alerts sent',
    alertsCount_one: '{{count}} card told',
    alertsCount_other: '{{count}} cards told',
    publishedBy: 'Published by',
    loadError: 'The disruptions could not be loaded.',
  },
  notAllowed: {
    status: 'Error 403',
    title: 'Staff only',
    text: 'This page is for the staff of the mobility centre (Maison de la mobilité). Your account does not have access to it.',
    toCards: 'Go to my cards',
  },
};
