/** The accessibility statement (RGAA model), in English. */
import type { statementFr } from './statement-fr.ts';

export const statementEn: typeof statementFr = {
  title: 'Accessibility statement',
  intro:
    'Océane Mobilités is committed to making its digital services accessible, in accordance with article 47 of French law no. 2005-102 of 11 February 2005. This statement applies to the Océane Mobilités customer portal.',
  conformityTitle: 'Compliance status',
  conformity:
    'The Océane Mobilités portal is partially compliant with the French accessibility framework (RGAA), version 4.1.2, because of the non-compliances and the contents not yet assessed listed below.',
  testsTitle: 'Test results',
  tests:
    'No full audit has been carried out yet. With every release, the pages are checked automatically against the WCAG 2.2 level A and AA criteria, and the main journeys are tested with the keyboard only.',
  gapsTitle: 'Non-accessible or non-assessed content',
  gaps: 'The card ordering, association and reloading journeys are being built and have not been assessed yet.',
  dateTitle: 'Preparation of this statement',
  date: 'This statement was prepared on 21 November 2026. Technologies used: HTML, CSS, JavaScript and WAI-ARIA.',
  contactTitle: 'Feedback and contact',
  contact:
    'If you cannot access a content or a service, contact us: we will direct you to an accessible alternative or send you the content in another form.',
  byEmail: 'By email:',
  byPhone: 'By phone:',
  byPost: 'By post:',
  address: 'Océane Mobilités, Maison de la mobilité, 1 quai des Navettes, 29999 Port-Marin, France',
  recourseTitle: 'Means of redress',
  recourse:
    'If you have reported an accessibility issue that prevents you from accessing a content or a service and have not received a satisfactory answer, you can:',
  recourseForm: 'write a message to the Défenseur des droits (French rights ombudsman)',
  recourseDelegate: 'contact the Défenseur des droits delegate in your region',
  recoursePost:
    'send a letter by post (free of charge, no stamp needed): Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07, France',
};
