/**
 * Row types of the tables of modules/vignette, their one owner (apps/api/README.md): the sticker
 * code of each school pass that was given one.
 */
export type SchoolStickersTable = {
  contract_id: number;
  /** Random, Crockford base 32, upper case without dashes (packages/domain school-pass.ts). */
  code: string;
  created_at: string;
};

export type VignetteDatabase = { school_stickers: SchoolStickersTable };
