/** Reads the dev mailbox as the e2e journeys do: GET /dev/mailbox.json?to=. */
import type { FastifyInstance } from 'fastify';

export type Mail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

export async function mailsTo(app: FastifyInstance, to: string): Promise<Mail[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
  return (response.json() as { mails: Mail[] }).mails;
}

/** The query of the newest mailed link to a page of the portal. */
export async function latestLink(app: FastifyInstance, to: string, path: string): Promise<URL> {
  const [mail] = await mailsTo(app, to);
  const link = mail?.links.find((href) => new URL(href).pathname === path);
  if (!link) throw new Error(`no mail to ${to} with a link to ${path}`);
  return new URL(link);
}
