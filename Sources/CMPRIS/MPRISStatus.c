#include "MPRISPlugin.h"

#include <stdlib.h>
#include <string.h>

static char *copy_text(const char *text) { return text ? strdup(text) : NULL; }

void mpris_status_copy(tc_mpris_status *to, const tc_mpris_status *from) {
    *to = *from;
    to->track_id = copy_text(from->track_id);
    to->title = copy_text(from->title);
    to->artist = copy_text(from->artist);
    to->album = copy_text(from->album);
    to->album_artist = copy_text(from->album_artist);
    to->art_url = copy_text(from->art_url);
}

void mpris_status_free(tc_mpris_status *status) {
    free((char *)status->track_id);
    free((char *)status->title);
    free((char *)status->artist);
    free((char *)status->album);
    free((char *)status->album_artist);
    free((char *)status->art_url);
    memset(status, 0, sizeof *status);
}

static int same_text(const char *a, const char *b) {
    if (a == NULL || b == NULL) return a == b;
    return strcmp(a, b) == 0;
}

static int same_metadata(const tc_mpris_status *a, const tc_mpris_status *b) {
    return same_text(a->track_id, b->track_id) && same_text(a->title, b->title) && same_text(a->artist, b->artist)
        && same_text(a->album, b->album) && same_text(a->album_artist, b->album_artist)
        && same_text(a->art_url, b->art_url) && a->track_number == b->track_number && a->length_us == b->length_us;
}

int mpris_status_changes(const tc_mpris_status *old, const tc_mpris_status *new, const char **names) {
    int n = 0;
    /* Position is left out: MPRIS remotes work it out from the rate, and Seeked says when it jumps. */
    if (old->playback != new->playback) names[n++] = "PlaybackStatus";
    if (old->loop != new->loop) names[n++] = "LoopStatus";
    if (old->shuffle != new->shuffle) names[n++] = "Shuffle";
    if (old->volume != new->volume) names[n++] = "Volume";
    if (!same_metadata(old, new)) names[n++] = "Metadata";
    if (old->can_go_next != new->can_go_next) names[n++] = "CanGoNext";
    if (old->can_go_previous != new->can_go_previous) names[n++] = "CanGoPrevious";
    if (old->can_play != new->can_play) names[n++] = "CanPlay";
    if (old->can_pause != new->can_pause) names[n++] = "CanPause";
    if (old->can_seek != new->can_seek) names[n++] = "CanSeek";
    names[n] = NULL;
    return n;
}
