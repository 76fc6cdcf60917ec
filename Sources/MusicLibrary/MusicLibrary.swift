/// Finds albums in a music folder, reads their tags and covers, and plays them.
public enum MusicLibrary {}
