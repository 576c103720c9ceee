import { describe, expect, it } from 'vitest';
import { keepKnownUploads } from './use-verified-uploads.ts';
import { tunnelUpTo } from './test-order.ts';

describe('the tunnel’s uploads checked against the server’s list after a reload', () => {
  it('keeps what the server lists, with its status now, and drops the rest', () => {
    const tunnel = tunnelUpTo(4);
    expect(
      keepKnownUploads(tunnel, [
        { id: 701, status: 'INVALID', deleted: false },
        { id: 702, status: 'PENDING', deleted: false },
      ]),
    ).toEqual({
      documents: { IDENTITY: { id: 701, status: 'INVALID', fileName: 'identite.pdf', size: 2048 } },
      photo: '702',
    });
    expect(keepKnownUploads(tunnel, [{ id: 702, status: 'PENDING', deleted: true }])).toEqual({
      documents: {},
      photo: null,
    });
  });
});
