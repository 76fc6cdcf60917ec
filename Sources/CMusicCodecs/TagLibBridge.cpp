#include "TagLibBridge.h"
#include "FlacTags.h"

#include <cstdlib>
#include <cstring>
#include <strings.h>

#include <taglib/fileref.h>
#include <taglib/tag.h>
#include <taglib/tpropertymap.h>
#include <taglib/audioproperties.h>
#include <taglib/mpegfile.h>
#include <taglib/id3v2tag.h>
#include <taglib/attachedpictureframe.h>
#include <taglib/flacfile.h>
#include <taglib/flacpicture.h>
#include <taglib/xiphcomment.h>
#include <taglib/vorbisfile.h>
#include <taglib/opusfile.h>
#include <taglib/oggflacfile.h>
#include <taglib/mp4file.h>
#include <taglib/mp4tag.h>
#include <taglib/mp4coverart.h>
#include <taglib/aifffile.h>
#include <taglib/wavfile.h>
#include <taglib/wavpackfile.h>
#include <taglib/apetag.h>

namespace {

char *copyString(const TagLib::String &s) {
    if (s.isEmpty()) return nullptr;
    std::string utf8 = s.to8Bit(true);
    char *out = static_cast<char *>(std::malloc(utf8.size() + 1));
    if (out) std::memcpy(out, utf8.c_str(), utf8.size() + 1);
    return out;
}

/* "3/12" -> 3 */
int leadingNumber(const TagLib::PropertyMap &map, const char *key) {
    auto it = map.find(key);
    if (it == map.end() || it->second.isEmpty()) return 0;
    std::string s = it->second.front().to8Bit(true);
    return std::atoi(s.c_str());
}

TagLib::String firstValue(const TagLib::PropertyMap &map, const char *key) {
    auto it = map.find(key);
    if (it == map.end() || it->second.isEmpty()) return TagLib::String();
    return it->second.front();
}

/* "1" (TCMP, Vorbis), "1"/"0" (MP4 cpil as TagLib renders it), sometimes "true" or "yes" by hand. */
int isFlagSet(const TagLib::PropertyMap &map, const char *key) {
    TagLib::String value = firstValue(map, key).stripWhiteSpace().upper();
    if (value.isEmpty()) return 0;
    return value == "TRUE" || value == "YES" || value.toInt() > 0 ? 1 : 0;
}

/* Picks the front cover if one is marked so, otherwise the first picture. */
TagLib::ByteVector pictureFromXiph(TagLib::Ogg::XiphComment *xiph) {
    if (!xiph) return TagLib::ByteVector();
    TagLib::List<TagLib::FLAC::Picture *> list = xiph->pictureList();
    for (auto *p : list) if (p->type() == TagLib::FLAC::Picture::FrontCover) return p->data();
    return list.isEmpty() ? TagLib::ByteVector() : list.front()->data();
}

TagLib::ByteVector pictureFromID3v2(TagLib::ID3v2::Tag *tag) {
    if (!tag) return TagLib::ByteVector();
    const TagLib::ID3v2::FrameList &frames = tag->frameListMap()["APIC"];
    TagLib::ByteVector first;
    for (auto *frame : frames) {
        auto *apic = dynamic_cast<TagLib::ID3v2::AttachedPictureFrame *>(frame);
        if (!apic) continue;
        if (apic->type() == TagLib::ID3v2::AttachedPictureFrame::FrontCover) return apic->picture();
        if (first.isEmpty()) first = apic->picture();
    }
    return first;
}

TagLib::ByteVector pictureFromAPE(TagLib::APE::Tag *tag) {
    if (!tag) return TagLib::ByteVector();
    const TagLib::APE::ItemListMap &items = tag->itemListMap();
    auto it = items.find("COVER ART (FRONT)");
    if (it == items.end()) return TagLib::ByteVector();
    /* APE binary cover items are "filename\0data". */
    TagLib::ByteVector data = it->second.binaryData();
    int zero = data.find('\0');
    return zero < 0 ? TagLib::ByteVector() : data.mid(zero + 1);
}

TagLib::ByteVector embeddedPicture(TagLib::File *file) {
    if (auto *f = dynamic_cast<TagLib::MPEG::File *>(file)) return pictureFromID3v2(f->ID3v2Tag());
    if (auto *f = dynamic_cast<TagLib::FLAC::File *>(file)) {
        TagLib::List<TagLib::FLAC::Picture *> list = f->pictureList();
        for (auto *p : list) if (p->type() == TagLib::FLAC::Picture::FrontCover) return p->data();
        if (!list.isEmpty()) return list.front()->data();
        return pictureFromXiph(f->xiphComment());
    }
    if (auto *f = dynamic_cast<TagLib::Ogg::Vorbis::File *>(file)) return pictureFromXiph(f->tag());
    if (auto *f = dynamic_cast<TagLib::Ogg::Opus::File *>(file)) return pictureFromXiph(f->tag());
    if (auto *f = dynamic_cast<TagLib::Ogg::FLAC::File *>(file)) return pictureFromXiph(f->tag());
    if (auto *f = dynamic_cast<TagLib::MP4::File *>(file)) {
        TagLib::MP4::Tag *tag = f->tag();
        if (!tag || !tag->contains("covr")) return TagLib::ByteVector();
        TagLib::MP4::CoverArtList covers = tag->item("covr").toCoverArtList();
        return covers.isEmpty() ? TagLib::ByteVector() : covers.front().data();
    }
    if (auto *f = dynamic_cast<TagLib::RIFF::AIFF::File *>(file)) return pictureFromID3v2(f->tag());
    if (auto *f = dynamic_cast<TagLib::RIFF::WAV::File *>(file)) return pictureFromID3v2(f->ID3v2Tag());
    if (auto *f = dynamic_cast<TagLib::WavPack::File *>(file)) return pictureFromAPE(f->APETag());
    return TagLib::ByteVector();
}

} // namespace

extern "C" tlb_status tlb_read_tags(const char *path, tlb_tags *out) {
    /* Most of a first scan of FLAC files was TagLib opening and seeking: the plain case is read directly. */
    size_t length = std::strlen(path);
    if (length > 5 && strcasecmp(path + length - 5, ".flac") == 0 && flac_read_tags(path, out)) return TLB_OK;
    return tlb_read_tags_with_taglib(path, out);
}

extern "C" tlb_status tlb_read_tags_with_taglib(const char *path, tlb_tags *out) {
    std::memset(out, 0, sizeof *out);
    out->duration_ms = -1;
    try {
        TagLib::FileRef ref(path, true, TagLib::AudioProperties::Fast);
        if (ref.isNull() || !ref.file()->isValid()) return TLB_CANNOT_OPEN;
        TagLib::AudioProperties *audio = ref.audioProperties();
        if (!audio || (audio->lengthInMilliseconds() <= 0 && audio->sampleRate() <= 0)) return TLB_NOT_AUDIO;
        out->duration_ms = audio->lengthInMilliseconds();
        if (TagLib::Tag *tag = ref.tag()) {
            out->title = copyString(tag->title());
            out->artist = copyString(tag->artist());
            out->album = copyString(tag->album());
            out->track = static_cast<int>(tag->track());
            out->year = static_cast<int>(tag->year());
        }
        TagLib::PropertyMap map = ref.file()->properties();
        out->album_artist = copyString(firstValue(map, "ALBUMARTIST"));
        out->disc = leadingNumber(map, "DISCNUMBER");
        out->compilation = isFlagSet(map, "COMPILATION");
        out->has_picture = embeddedPicture(ref.file()).isEmpty() ? 0 : 1;
        return TLB_OK;
    } catch (...) {
        tlb_tags_free(out);
        return TLB_CANNOT_OPEN;
    }
}

extern "C" void tlb_tags_free(tlb_tags *tags) {
    std::free(tags->title);
    std::free(tags->artist);
    std::free(tags->album);
    std::free(tags->album_artist);
    tags->title = tags->artist = tags->album = tags->album_artist = nullptr;
}

extern "C" tlb_status tlb_copy_picture(const char *path, unsigned char **bytes, size_t *length) {
    *bytes = nullptr;
    *length = 0;
    try {
        TagLib::FileRef ref(path, false);
        if (ref.isNull()) return TLB_CANNOT_OPEN;
        TagLib::ByteVector data = embeddedPicture(ref.file());
        if (data.isEmpty()) return TLB_NO_PICTURE;
        *bytes = static_cast<unsigned char *>(std::malloc(data.size()));
        if (!*bytes) return TLB_NO_PICTURE;
        std::memcpy(*bytes, data.data(), data.size());
        *length = data.size();
        return TLB_OK;
    } catch (...) {
        return TLB_CANNOT_OPEN;
    }
}

extern "C" void tlb_bytes_free(unsigned char *bytes) { std::free(bytes); }

extern "C" tlb_status tlb_write_tags(const char *path, const tlb_tags *tags) {
    try {
        TagLib::FileRef ref(path, false);
        if (ref.isNull()) return TLB_CANNOT_OPEN;
        TagLib::PropertyMap map = ref.file()->properties();
        auto put = [&map](const char *key, const char *value) {
            if (value && *value) map.replace(key, TagLib::StringList(TagLib::String(value, TagLib::String::UTF8)));
            else map.erase(key);
        };
        auto putNumber = [&map](const char *key, int value) {
            if (value > 0) map.replace(key, TagLib::StringList(TagLib::String::number(value)));
            else map.erase(key);
        };
        put("TITLE", tags->title);
        put("ARTIST", tags->artist);
        put("ALBUM", tags->album);
        put("ALBUMARTIST", tags->album_artist);
        putNumber("TRACKNUMBER", tags->track);
        putNumber("DISCNUMBER", tags->disc);
        putNumber("DATE", tags->year);
        putNumber("COMPILATION", tags->compilation);
        ref.file()->setProperties(map);
        return ref.save() ? TLB_OK : TLB_SAVE_FAILED;
    } catch (...) {
        return TLB_SAVE_FAILED;
    }
}
