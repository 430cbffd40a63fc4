import { Command } from 'commander';
import { categoriesCommand } from './commands/categories/categories.ts';
import { contactUsCommand } from './commands/contact-us/contact-us.ts';
import { followUsCommand } from './commands/follow-us/follow-us.ts';
import { galleriesCommand } from './commands/galleries/galleries.ts';
import { hostsCommand } from './commands/hosts/hosts.ts';
import { mediaCommand } from './commands/media/media.ts';
import { menuCommand } from './commands/menu/menu.ts';
import { newslettersCommand } from './commands/newsletters/newsletters.ts';
import { rolesCommand } from './commands/roles/roles.ts';
import { sectionsCommand } from './commands/sections/sections.ts';
import { servicesCommand } from './commands/services/services.ts';
import { tablesCommand } from './commands/tables/tables.ts';
import { eventTicketsCommand } from './commands/event-tickets/event-tickets.ts';
import { subAdminsCommand } from './commands/sub-admins/sub-admins.ts';
import { loginCommand } from './commands/session/login.ts';
import { logoutCommand } from './commands/session/logout.ts';
import { whoamiCommand } from './commands/session/whoami.ts';
import { gqlCommand } from './commands/tools/gql.ts';
import { smokeCommand } from './commands/tools/smoke.ts';
import { usersCommand } from './commands/users/users.ts';
import { intellectualPropertiesCommand } from './commands/intellectual-properties/intellectual-properties.ts';
import { weekAnthemsCommand } from './commands/week-anthems/week-anthems.ts';
import { eventsCommand } from './commands/events/events.ts';
import { memoryEventsCommand } from './commands/memory-events/memory-events.ts';
import { bookingsCommand } from './commands/bookings/bookings.ts';
import { EXIT_CODES_HELP } from './lib/exit-codes.ts';

const ABOUT = `
Output: data goes to stdout, messages to stderr. On a terminal, reads print aligned tables; when
stdout is not a terminal they print tab-separated rows without a header. Every read takes --json.

Environment: VENUE_GATEWAY and VENUE_TOKEN override the saved login; the session is saved
(mode 0600) under $XDG_CONFIG_HOME/venue, else ~/.config/venue.

${EXIT_CODES_HELP}`;

/** The `venue` program with every command; bad usage throws instead of exiting. */
export function buildProgram(): Command {
  const program = new Command('venue')
    .description('Command line for the venue back-office: sign in, manage every area (roles, staff, users, content), upload media, check a gateway.')
    .addHelpText('after', ABOUT)
    .addCommand(loginCommand)
    .addCommand(logoutCommand)
    .addCommand(whoamiCommand)
    .addCommand(rolesCommand)
    .addCommand(usersCommand)
    .addCommand(hostsCommand)
    .addCommand(eventTicketsCommand)
    .addCommand(subAdminsCommand)
    .addCommand(intellectualPropertiesCommand)
    .addCommand(weekAnthemsCommand)
    .addCommand(menuCommand)
    .addCommand(eventsCommand)
    .addCommand(memoryEventsCommand)
    .addCommand(servicesCommand)
    .addCommand(galleriesCommand)
    .addCommand(followUsCommand)
    .addCommand(sectionsCommand)
    .addCommand(categoriesCommand)
    .addCommand(tablesCommand)
    .addCommand(newslettersCommand)
    .addCommand(contactUsCommand)
    .addCommand(bookingsCommand)
    .addCommand(mediaCommand)
    .addCommand(smokeCommand)
    .addCommand(gqlCommand);
  // Commander would call process.exit on bad usage; throwing lets main() return exit code 2 instead.
  const overrideAll = (command: Command): void => {
    command.exitOverride();
    command.commands.forEach(overrideAll);
  };
  overrideAll(program);
  return program;
}
