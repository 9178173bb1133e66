/** proto3 JSON shapes of google.firestore.v1 messages, as the emulator handles them internally. */

export interface Value {
  nullValue?: null | 'NULL_VALUE' | 0;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number | string; // proto3 JSON writes NaN/Infinity as strings
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string; // base64
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: Value[] };
  mapValue?: { fields?: Fields };
}

export type Fields = Record<string, Value>;

export interface DocumentJson {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

/** The key under which a project's database lives. */
export interface DatabaseId {
  project: string;
  database: string;
}
