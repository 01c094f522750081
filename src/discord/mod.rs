//! The Discord adapter (serenity + poise): decodes interactions into table inputs and carries
//! out the table's effects.
