-- wrk script of the scale bench (scripts/bench-scale.sh): every request a search nobody made
-- before, as the page cache keeps one page per query for a minute. The same words each time,
-- then a different run of punctuation, which separates words and is no search term.
local marks = { "!", "%23", "$", "%25", "%26", "'", "(", ")", "*", "," }
local sent = 0
request = function()
  sent = sent + 1
  local left, tail = sent, ""
  repeat
    tail = tail .. marks[left % 10 + 1]
    left = math.floor(left / 10)
  until left == 0
  return wrk.format("GET", wrk.path .. "+" .. tail)
end
