#pragma once
// The capacity check's two loops (docs/methodology.md §30): the writer puts
// the files of the plan on the volume, the reader reads them back and
// classifies every sector. Both go sequentially through the files in large
// blocks at queue depth 1 with unbuffered I/O, as Seq write and read do, and
// keep the drive busy while the sectors are made or checked: a ring of
// buffers, one on the drive while a second thread fills (or checks) the
// others ahead (behind), so the generator's and the checker's time never
// sits between two requests. Both
// have the interface write_sampled (run/sustained_writer.h) drives: bursts
// until a deadline, the bytes done so far, how they ended.
#include "data/h2w.h"
#include "io/aligned_buffer.h"
#include "io/direct_file.h"
#include "io/folder.h"
#include "result/capacity_result.h"
#include "run/sustained_writer.h"
#include "util/cancel.h"

#include <condition_variable>
#include <deque>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace sm {

class TestArea;

// Where the .h2w files are, and the one place that creates, opens and lists
// them: SolidMark's test folder, through the test area's own calls (it
// creates and removes what is inside it), or the folder --verify-only names
// (read only).
class H2wFolder {
public:
    // The check's own files, in the test folder held open (TestArea::dir()):
    // created, opened and listed through it, never by a path.
    explicit H2wFolder(const Folder& area);
    // --verify-only: a folder the user names (not our test folder), opened
    // once as the user gave it (Folder::open); its files are only listed and
    // opened read-only through it, each name without following a link and
    // only when it is a regular file. Nothing there is written or removed.
    explicit H2wFolder(const std::filesystem::path& verify_only);

    DirectFile create(unsigned number, bool direct, bool write_through) const;
    DirectFile open(unsigned number, bool direct) const;
    // The N.h2w files there (f3's rule: digits, then ".h2w"; regular files,
    // links skipped), by number, with their sizes.
    std::vector<CapacityFile> list() const;
    // For messages only: never opened again.
    std::filesystem::path path_of(unsigned number) const;
    const std::filesystem::path& path() const noexcept { return dir().path(); }

private:
    const Folder& dir() const noexcept { return m_area ? *m_area : m_own; }
    const Folder* m_area = nullptr;
    Folder m_own;  // --verify-only's folder
};

// Jobs run in the order posted on a thread of their own, beside the
// caller's I/O; each post is numbered from 1, and the caller waits for a
// number, not for the thread: a worker that a busy machine keeps off its
// CPU for a while only delays the caller once every buffer is taken.
class SideJobs {
public:
    SideJobs();
    ~SideJobs();  // runs what was posted, then ends the thread
    SideJobs(const SideJobs&) = delete;
    SideJobs& operator=(const SideJobs&) = delete;
    std::uint64_t post(std::function<void()> job);
    void wait_for(std::uint64_t number);  // until job `number` and all before it ran
    void wait_all();
    std::uint64_t done() const;

private:
    void loop();
    mutable std::mutex m_mutex;
    std::condition_variable m_cv;
    std::deque<std::function<void()>> m_jobs;
    std::uint64_t m_posted = 0, m_done = 0;
    bool m_stop = false;
    std::thread m_thread;
};

// The buffers a loop passes to its side thread and back.
inline constexpr unsigned kH2wSlots = 4;

// How a loop failed on the drive (it stops at the first failure): a cause
// as the suite's faults name them (methodology §11) and "read_only", the
// errno, the stream offset, the file, and the sentence for the user.
struct H2wFailure {
    std::string cause;
    int err = 0;
    std::uint64_t offset = 0;
    std::string path;
    std::string message;
};

// The cause of an errno on a capacity file: io_error, no_space, device_gone, read_only.
std::string capacity_cause(int err);

// A file done: its index in the plan (a Status event for the GUI's map).
using FileDone = std::function<void(std::size_t index)>;

struct H2wIoSetup {
    std::uint64_t file_bytes = kH2wFileBytes;  // where file N starts: (N - 1) × file_bytes
    std::uint32_t block_bytes = 16u << 20;
    std::size_t alignment = 4096;
    bool direct = true;
    bool write_through = false;
};

// Writes files[i].bytes into each N.h2w in turn (created by the folder;
// `first` is file 1 already created, or closed), each ended by a flush.
class H2wWriter {
public:
    H2wWriter(const H2wFolder& folder, std::vector<CapacityFile>& files, const H2wIoSetup& setup, DirectFile first,
              FileDone done);
    ~H2wWriter();
    WriteStop run_until(std::int64_t until_ns, const CancelToken& cancel);
    std::uint64_t written() const noexcept { return m_done; }
    const H2wFailure& failure() const noexcept { return m_failure; }
    const char* engine() const noexcept { return "psync"; }

private:
    struct Block {
        std::size_t file = 0;
        std::uint64_t pos = 0;
        std::uint32_t len = 0;
        unsigned slot = 0;
        std::uint64_t job = 0;  // its fill
    };
    Block block_at(std::size_t file, std::uint64_t pos) const;
    // Fills of the next blocks posted into every free buffer.
    void fill_ahead();
    WriteStop fail(int err, const std::string& what);
    bool finish_file();

    const H2wFolder& m_folder;
    std::vector<CapacityFile>& m_files;
    H2wIoSetup m_setup;
    FileDone m_on_done;
    AlignedBuffer m_buf[kH2wSlots];
    std::deque<Block> m_ahead;  // the next blocks, each being filled into its buffer
    Block m_last;               // the block after which fill_ahead goes on
    unsigned m_slots_used = 0;
    DirectFile m_file;
    std::size_t m_index = 0;  // the file m_file is
    std::int64_t m_file_t0 = 0;
    std::uint64_t m_done = 0;
    H2wFailure m_failure;
    SideJobs m_side;
};

// Reads back what each file holds (written_bytes, or its size when
// verifying earlier files) and classifies every sector into its counts. A
// read error or a file gone costs that file (the rest of it counts as
// unreadable; the next file follows, as f3read does); the drive gone stops it.
class H2wReader {
public:
    // `gone`: whether the drive went away (after a read error: stop, not the next file).
    H2wReader(const H2wFolder& folder, std::vector<CapacityFile>& files, const H2wIoSetup& setup, bool verify_only,
              FileDone done, std::function<bool()> gone);
    ~H2wReader();
    WriteStop run_until(std::int64_t until_ns, const CancelToken& cancel);
    std::uint64_t written() const noexcept { return m_done; }  // bytes read (write_sampled's name)
    const H2wFailure& failure() const noexcept { return m_failure; }
    const char* engine() const noexcept { return "psync"; }
    std::uint64_t total() const noexcept { return m_total; }      // what it reads when nothing fails
    std::uint64_t skipped() const noexcept { return m_skipped; }  // not read: a read error, a file gone

private:
    std::uint64_t span_of(const CapacityFile& f) const noexcept;
    bool open_next();
    bool fail(int err, const std::string& what);
    void lose_rest(CapacityFile& f, std::uint64_t from, const std::string& why);
    // Ends the current file, reported once the checks posted so far ran.
    void close_file();
    void report_checked(bool all = false);

    const H2wFolder& m_folder;
    std::vector<CapacityFile>& m_files;
    H2wIoSetup m_setup;
    bool m_verify_only;
    FileDone m_on_done;
    std::function<bool()> m_gone;
    AlignedBuffer m_buf[kH2wSlots];
    std::uint64_t m_slot_job[kH2wSlots] = {};  // the check that holds each buffer
    std::uint64_t m_reads = 0;
    std::uint64_t m_last_job = 0;
    std::size_t m_index = 0;
    std::uint64_t m_pos = 0;
    DirectFile m_file;
    std::int64_t m_file_t0 = 0;
    // Files read to their end whose last check is with the side thread, by that check's number.
    std::vector<std::pair<std::size_t, std::uint64_t>> m_checked;
    std::uint64_t m_done = 0, m_total = 0, m_skipped = 0;
    H2wFailure m_failure;
    SideJobs m_side;
};

}  // namespace sm
