import { graphql } from '#gql';

/** What every bulk mutation's reply is read as: the counts and each id's outcome. */
export const bulkResultFragment = graphql(`
  fragment CliBulkResult on BulkResult {
    message
    committed
    done
    failed
    skipped
    results {
      id
      outcome
      reason
      rolledBack
    }
  }
`);
