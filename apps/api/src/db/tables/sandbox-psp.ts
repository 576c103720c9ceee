/** Row types of the tables of modules/sandbox-psp, their one owner (apps/api/README.md). */

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with the module
export type SandboxPspDatabase = {};
