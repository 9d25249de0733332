import { notifyUser } from '../notifications/notify-user';
import { paths } from '@/utils/paths';
import type { ProjectEnquiryInput } from '@/contracts/requests/project-requests';
import type { Database } from '../db/database';
import { AppError } from '../core/app-error';
import type { Logger } from '../core/logger';
import type { Viewer } from '../core/route';
import { sendCode } from '../email-and-sms/send-code';
import { loadSiteSettings } from '../settings/site-settings';
import { findVisibleProject } from './find-visible-project';
import {
  countRecentEnquiries,
  findUsersByIds,
  insertProjectEnquiry,
} from './project-engagement-repository';

/** At most this many enquiries per user and project a day: enough to follow up, not to flood. */
export const enquiriesPerDay = 5;

const tooMany = () =>
  new AppError(
    'rate_limited',
    'You have sent several enquiries about this project today. Please wait for the developer’s answer.',
  );

interface EnquiryMail {
  to: string;
  projectTitle: string;
  sender: { name: string; email: string | null; mobile: string | null };
  phone: string | null;
  message: string;
}

/** Emails the owner (SMTP when configured, else the dev outbox); a failure is only logged. */
async function mailOwner(db: Database, mail: EnquiryMail, log: Logger): Promise<void> {
  const siteName = (await loadSiteSettings(db)).company.name;
  const contact = [mail.sender.email, mail.phone ?? mail.sender.mobile].filter(Boolean).join(', ');
  try {
    await sendCode(
      {
        channel: 'email',
        destination: mail.to,
        subject: `${siteName}: a new enquiry about ${mail.projectTitle}`,
        text:
          `${mail.sender.name} (${contact}) asks about your project “${mail.projectTitle}”:\n\n` +
          `${mail.message}\n\nYou find every enquiry under My projects on ${siteName}.`,
        code: null,
      },
      { db, log },
    );
  } catch (error) {
    log.warn({ err: String(error) }, 'project enquiry email not sent');
  }
}

/**
 * `send-project-enquiry` (an addition to the spec's table, until chat exists): a signed-in user
 * asks the developer of a public project a question. The enquiry is stored for the owner (the
 * sender from the session, never the body) and emailed to them when they have an email
 * address. Not on one's own project (422); at most 5 a day per user and project (429).
 */
export async function sendProjectEnquiry(
  db: Database,
  viewer: Viewer,
  input: ProjectEnquiryInput,
  log: Logger,
): Promise<{ data: { id: number; project_id: number }; status: number; message: string }> {
  const project = await findVisibleProject(db, { id: input.project_id }, null);
  if (project.ownerId === viewer.userId) {
    throw new AppError('validation_failed', 'This is your own project.', {
      project_id: 'You cannot send an enquiry about your own project',
    });
  }
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  if ((await countRecentEnquiries(db, viewer.userId, project.id, dayAgo)) >= enquiriesPerDay) {
    throw tooMany();
  }
  const id = await insertProjectEnquiry(db, {
    projectId: project.id,
    userId: viewer.userId,
    message: input.message,
    phone: input.phone || null,
  });
  await notifyUser(db, {
    userId: project.ownerId,
    type: 'project_enquiry',
    eventKey: `project_enquiry:${id}`,
    params: { title: project.title, name: viewer.name },
    link: paths.userProjects(),
  });
  const people = await findUsersByIds(db, [viewer.userId, project.ownerId]);
  const sender = people.find((person) => person.id === viewer.userId);
  const owner = people.find((person) => person.id === project.ownerId);
  if (owner?.email && sender) {
    await mailOwner(
      db,
      {
        to: owner.email,
        projectTitle: project.title,
        sender,
        phone: input.phone || null,
        message: input.message,
      },
      log,
    );
  }
  return {
    data: { id, project_id: project.id },
    status: 201,
    message: 'Your enquiry has been sent to the developer.',
  };
}
