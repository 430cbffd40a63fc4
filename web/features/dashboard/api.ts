import { graphql } from '#gql';
import { request } from '../../lib/request.ts';

const DashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      eventsTonight { id name time }
      tablesToday { booked held }
      bookings { today { count revenue } week { count revenue } }
      pendingEnquiries
      newsletter { id subject total sent failed pending }
    }
  }
`);

/** The dashboard's figures; the server leaves out (null) those of areas the account may not see. */
export const loadDashboard = async () => (await request(DashboardDocument)).dashboard;
