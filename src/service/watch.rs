//! A place's table for whoever watches it from outside (a public page): as its running task
//! last saved it, else as the store keeps it. Reading it changes nothing and joins no queue.

use std::sync::Arc;

use super::hub::Hub;
use crate::store::StoreError;
use crate::table::TableState;

/// The table of `place` now (None: no game there).
pub async fn table_now(hub: &Hub, place: u64) -> Result<Option<Arc<TableState>>, StoreError> {
    if let Some(state) = hub.saved_table(place) {
        return Ok(Some(state));
    }
    let json = hub.store().load_table(place).await?;
    Ok(json
        .as_deref()
        .and_then(super::preview::saved_table)
        .map(Arc::new))
}
