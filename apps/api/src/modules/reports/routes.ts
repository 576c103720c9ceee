/** Reports for the accountant (decision 075), supervisors only: Staff/salesJournal.csv and .pdf. */
import { CALLS } from '@oceane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../lib/call-route.js';
import { salesJournalCsvFile, salesJournalPdfFile } from './service.js';

const tags = ['Staff'];

export const reportStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  callRoute(
    app,
    CALLS.salesJournalCsv,
    {
      tags,
      summary:
        'The sales journal of a period (supervisors): each invoice and credit note with its lines, VAT base, ' +
        'VAT, total and means of payment, and the totals per product, day and VAT rate; UTF-8 with a BOM, `;` ' +
        'separators, decimal commas',
      bytes: { description: 'The journal', contentType: 'text/csv', format: 'CSV, UTF-8 with BOM' },
    },
    async (request, reply) => {
      const { csv, filename } = await salesJournalCsvFile(app.db, request.query.from, request.query.to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  callRoute(
    app,
    CALLS.salesJournalPdf,
    {
      tags,
      summary:
        'The sales journal of a period as a PDF (supervisors), with the same lines and totals as the CSV',
      bytes: { description: 'The journal', contentType: 'application/pdf', format: 'PDF, A4 landscape' },
    },
    async (request, reply) => {
      const { pdf, filename } = await salesJournalPdfFile(app.db, request.query.from, request.query.to);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
