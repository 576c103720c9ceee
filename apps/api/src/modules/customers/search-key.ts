/** The customer search's form of a text (packages/domain, decision 073). */
export { nameSearchKey, searchKey } from '@oceane/domain';
