/**
 * Booleans are stored as 0/1 integers and timestamps as ISO-8601 text on both engines, so one set
 * of queries runs on SQLite and PostgreSQL alike.
 */
export type Flag = number;
export type Timestamp = string;
